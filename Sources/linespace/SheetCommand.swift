// `linespace sheet`: the same text at several line spacings side by side, for choosing by eye.
import Foundation
import LineSpaceText

enum SheetCommand {
    static let help = """
    USAGE: linespace sheet [options] [TEXT | -]

    Draws the text once per line spacing, side by side, each captioned with its value, in one
    image. --line-space takes a comma-separated list of at most 64 values (default: 0,4,8,12);
    every other option is as for render.

    OPTIONS:
    \(OptionTable.help(for: "sheet"))
    """

    /// The most spacings one sheet compares.
    static let maximumPanels = 64

    /// Space between panels and between a caption and its text, in points.
    static let gap: CGFloat = 24
    static let captionGap: CGFloat = 8

    static func run(_ arguments: Arguments) throws {
        let spacings = try arguments.nonNegativeList("line-space") ?? [0, 4, 8, 12]
        // Each value is a full layout: a list of thousands would lay out for minutes before the
        // canvas is found too wide.
        guard spacings.count <= SheetCommand.maximumPanels else {
            throw UsageError(message: "--line-space: expected at most \(SheetCommand.maximumPanels) values, got \(spacings.count)")
        }
        var single = arguments
        single.removeValue("line-space")
        let setup = try LabelSetup(single)
        let drawing = try DrawingSetup(single, setup: setup, defaultOutput: "sheet.png", defaultPadding: 16)
        if !arguments.flag("quiet") { setup.warnings.forEach(printError) }

        let options = drawing.options
        var panelOptions = options
        panelOptions.padding = 0
        panelOptions.fitsInk = false  // panels sit in the sheet's own padding
        let panelRenderer = Renderer(options: panelOptions)
        let captionLabel = Label()
        captionLabel.font = try? Font(family: "DejaVu Sans", size: 12)
        captionLabel.textColor = Color(rgb: 0x6B6B6B)
        captionLabel.scale = setup.label.resolvedScale

        struct Panel {
            var caption: TextLayout
            var layout: TextLayout
            var text: StyledText?
            var placement: Renderer.Placement
        }
        var panels: [Panel] = []
        do {
            for spacing in spacings {
                setup.label.lineSpace = spacing
                // No taller than the sheet's canvas can be: too tall a text is refused early.
                let layout = try setup.label.layoutForRendering(width: setup.width, height: setup.height, options: options)
                captionLabel.text = "lineSpace \(JSON.format(spacing))"
                let caption = captionLabel.layout(width: .infinity)
                panels.append(Panel(
                    caption: caption, layout: layout, text: setup.label.styledText(),
                    placement: try panelRenderer.placement(for: layout)))
            }
        } catch {
            throw RuntimeError(message: "\(error)")
        }

        let scale = options.scale
        let panelWidth = panels.map { max($0.placement.contentSize.width, $0.caption.sizeThatFits(scale: scale).width) }.max() ?? 0
        let captionHeight = panels.map { $0.caption.sizeThatFits(scale: scale).height }.max() ?? 0
        let textHeight = panels.map(\.placement.contentSize.height).max() ?? 0
        let padding = options.padding
        var composition = Composition(size: CGSize(
            width: 2 * padding + CGFloat(panels.count) * panelWidth + CGFloat(max(0, panels.count - 1)) * gap,
            height: 2 * padding + captionHeight + captionGap + textHeight))
        for (i, panel) in panels.enumerated() {
            let x = padding + CGFloat(i) * (panelWidth + gap)
            composition.elements.append(.init(layout: panel.caption, origin: CGPoint(x: x, y: padding)))
            composition.elements.append(.init(
                layout: panel.layout, text: panel.text,
                origin: CGPoint(x: x, y: padding + captionHeight + captionGap + panel.placement.origin.y),
                guidesWidth: panel.placement.contentSize.width, guides: options.guides))
        }
        let data: Data
        let renderer = Renderer(options: options)
        do {
            data = try renderer.render(composition)
        } catch {
            throw RuntimeError(message: "\(error)")
        }
        try drawing.write(data)
        if drawing.output != "-" && !arguments.flag("quiet") {
            try StandardOutput.printLine(TerminalText.escaped(
                "wrote \(drawing.output) (\(panels.count) panels: lineSpace \(spacings.map(JSON.format).joined(separator: ", ")))"))
        }
    }
}

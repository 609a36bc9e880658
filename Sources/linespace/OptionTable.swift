// The command's options, described once: the parser, `--help`, JSON Lines requests, the
// completion scripts and the man page all read this table.
//
// ADDING AN OPTION is one entry in `OptionTable.all` (in the place its help should appear),
// plus the code that reads its value (`arguments.string("name")`, `.number`, `.flag`, …) in
// the command that uses it. Nothing else: the parser accepts it for the subcommands listed in
// `commands`, `--help` prints its lines, a JSON Lines request takes it under its camelCase key
// (`line-height-multiple` → `lineHeightMultiple`) unless `inRequests` is false, and the
// completion scripts and the man page list it. A new subcommand adds its name to the
// `commands` of the options it takes (see `OptionTable.labelCommands` and friends).

/// An option a command accepts.
struct OptionSpec: Sendable {
    /// What the option's value is, for completion and the man page (the command that reads
    /// the value checks it).
    enum Kind: Equatable, Sendable {
        /// No value: present or not (`--guides`).
        case flag
        /// A number (`--size 17`, `--width inf`).
        case number
        /// Free text (`--text`, `--font`, `--locale`).
        case text
        /// A file path (`--text-file`, `--output`).
        case path
        /// One of these words (`--align center`).
        case choice([String])
        /// A comma-separated list or another structured value (`--tab-stops 50,120r`).
        case list
    }

    /// The long name without its dashes: `line-space` is `--line-space`.
    var name: String
    /// The one-letter form (`o` is `-o`), if any.
    var short: Character? = nil
    /// The value's placeholder in the help (`PT`), nil for a flag.
    var value: String? = nil
    var kind: Kind
    /// The default as the value would be written, nil when there is none (for the man page and
    /// docs; the help lines say it in words). A command's own default is in `commandDefaults`.
    var defaultValue: String? = nil
    /// Defaults that differ by subcommand (`--output`: label.png for render, sheet.png for sheet).
    var commandDefaults: [String: String] = [:]
    /// The help text, one string per printed line, without the option column; `{default}`
    /// stands for the subcommand's default.
    var help: [String]
    /// The subcommands that take the option.
    var commands: Set<String>
    /// Whether a JSON Lines request may carry it (under `jsonKey`).
    var inRequests = true

    /// Whether the option takes a value (`--width 300`) or is a flag (`--guides`).
    var takesValue: Bool { kind != .flag }

    /// The key of the option in a JSON Lines request: the long name in camelCase.
    var jsonKey: String {
        var key = ""
        var upper = false
        for character in name {
            if character == "-" {
                upper = true
            } else {
                key += upper ? character.uppercased() : String(character)
                upper = false
            }
        }
        return key
    }

    /// The default for `command`.
    func defaultValue(for command: String) -> String? { commandDefaults[command] ?? defaultValue }

    /// `--name VALUE` with its short form, as the help's option column shows it.
    var usage: String {
        (short.map { "-\($0), " } ?? "    ") + "--" + name + (value.map { " " + $0 } ?? "")
    }

    /// The option's lines in `command`'s help: the usage, then the help from column 35 (two
    /// spaces after a wider usage, or on the next line when the usage is much wider).
    func helpLines(for command: String) -> [String] {
        let column = 35
        let head = "  " + usage
        let texts = help.map { $0.replacingDefault(with: defaultValue(for: command) ?? "") }
        let first = texts.first ?? ""
        var lines: [String] = []
        if head.count <= column - 2 {
            lines.append(head + String(repeating: " ", count: column - head.count) + first)
        } else if head.count <= column + 5 {
            lines.append(head + "  " + first)
        } else {
            lines.append(head)
            if !texts.isEmpty { lines.append(String(repeating: " ", count: column) + first) }
        }
        for text in texts.dropFirst() { lines.append(String(repeating: " ", count: column) + text) }
        return lines.map { $0.trimmingTrailingSpaces() }
    }
}

enum OptionTable {
    /// The subcommands that lay out a label.
    static let labelCommands: Set<String> = ["render", "measure", "sheet"]
    /// The subcommands that draw.
    static let drawingCommands: Set<String> = ["render", "sheet"]
    /// The subcommands that write images.
    static let imageCommands: Set<String> = ["render", "sheet", "compose"]

    /// Every option, in the order the help lists them.
    static let all: [OptionSpec] = measureOptions + composeOptions + batchOptions + sheetOptions + labelOptions + featureOptions
        + drawingOptions + [
        OptionSpec(name: "quiet", short: "q", kind: .flag, help: [
            "print no \"wrote …\" line and no warnings (errors still go to stderr)",
        ], commands: labelCommands.union(["compose"]), inRequests: false),
        OptionSpec(name: "help", short: "h", kind: .flag, help: ["show this help"], commands: labelCommands.union(["compose"]), inRequests: false),
        OptionSpec(name: "version", short: "V", kind: .flag, help: ["print the version"], commands: labelCommands, inRequests: false),
    ]

    /// The options `command` takes, in help order.
    static func options(for command: String) -> [OptionSpec] {
        all.filter { $0.commands.contains(command) }
    }

    /// The option column of `command`'s help, one line per line, options in table order.
    static func help(for command: String) -> String {
        options(for: command).flatMap { $0.helpLines(for: command) }.joined(separator: "\n")
    }

    static let measureOptions: [OptionSpec] = [
        OptionSpec(name: "json", kind: .flag, help: [
            "print JSON:",
            #"{"size":{"width","height"},"truncated","lines":[{"range","#,
            #""text","rect","baseline"}],"fonts":[{"family","file","index","#,
            #""size","ascender","descender","lineGap","syntheticSlant"}],"#,
            #""fontScale"}; syntheticSlant: 0.2 where an italic was asked"#,
            "of an upright face (drawn sheared), else 0; a number that",
            "is not finite would be null, never 0",
        ], commands: ["measure"], inRequests: false),
        OptionSpec(name: "glyphs", kind: .flag, help: [
            "with --json: each line also lists its glyphs, left to right:",
            #""glyphs":[{"glyph","cluster","x","y","advance","font"}]"#,
            "(cluster: UTF-16 offset; x, y: where the glyph is drawn",
            "in layout coordinates, y on the baseline: the pen position",
            "plus the glyph's offsets and baseline shift; advance: as",
            "painted, letter spacing and tab jumps included; font: index",
            #"into "fonts"; "ellipsis":true on an inserted ellipsis)"#,
        ], commands: ["measure"]),
        OptionSpec(name: "widths", value: "PT,PT,…", kind: .list, help: [
            "lay the text out at each width (one preparation): --json",
            #"prints {"layouts":[{"width",…as above}]} (inf: null)"#,
        ], commands: ["measure"]),
    ]

    /// JSON Lines batches (docs/jsonl.md).
    static let batchOptions: [OptionSpec] = [
        OptionSpec(name: "jsonl", kind: .flag, help: [
            "answer one JSON request per line of the FILE argument or",
            "standard input, in order (docs/jsonl.md); the options given",
            "here are every request's defaults",
        ], commands: ["measure", "render", "compose"], inRequests: false),
        OptionSpec(name: "jobs", short: "j", value: "N", kind: .number, help: [
            "with --jsonl: lay out N requests at a time (default: the cores)",
        ], commands: ["measure", "render", "compose"], inRequests: false),
        OptionSpec(name: "output-dir", value: "DIR", kind: .path, defaultValue: ".", help: [
            "with --jsonl: the directory each request's \"output\" is in;",
            "a path leaving it is an error for that line (default: .)",
        ], commands: ["render", "compose"], inRequests: false),
    ]

    /// `compose`'s own: placeholder values (docs/scene.md).
    static let composeOptions: [OptionSpec] = [
        OptionSpec(name: "set", value: "NAME=VALUE", kind: .text, help: [
            "fill the scene's {NAME} placeholders with VALUE; repeat for",
            "each name (over the scene's own \"values\")",
        ], commands: ["compose"], inRequests: false),
    ]

    static let sheetOptions: [OptionSpec] = [
        OptionSpec(name: "line-space", value: "PT,PT,…", kind: .list, defaultValue: "0,4,8,12",
                   help: ["the spacings to compare (default: 0,4,8,12)"], commands: ["sheet"]),
    ]

    /// The text, its style and the box it is laid out in.
    static let labelOptions: [OptionSpec] = [
        OptionSpec(name: "text", short: "t", value: "TEXT", kind: .text, help: [
            "the text; also the first argument (TEXT, or - for standard",
            "input). With none, standard input unless it is a terminal",
        ], commands: labelCommands),
        OptionSpec(name: "sample", kind: .flag, help: [
            "lay out the sample sentence of docs/semantics.md §3 (also",
            "what a terminal gets with no text, with a note on stderr)",
        ], commands: labelCommands, inRequests: false),
        OptionSpec(name: "text-file", value: "PATH|-", kind: .path, help: [
            "read the text from a UTF-8 file, or standard input",
            "(one final newline is dropped); also pipes, FIFOs, /dev/stdin",
        ], commands: labelCommands, inRequests: false),
        OptionSpec(name: "max-input", value: "BYTES", kind: .text, defaultValue: "256K", help: [
            "refuse a text read from a file or a pipe, or a --jsonl",
            "request's text, larger than this; K, M, G suffixes (default:",
            "256K: a request's worst case stays under 1 GB)",
        ], commands: labelCommands, inRequests: false),
        OptionSpec(name: "font", short: "f", value: "FAMILY", kind: .text, defaultValue: "Noto Sans CJK TC",
                   help: ["font family (default: Noto Sans CJK TC)"], commands: labelCommands),
        OptionSpec(name: "size", short: "s", value: "PT", kind: .number, defaultValue: "17",
                   help: ["font size (default: 17; clamped to 0.01…10000)"], commands: labelCommands),
        OptionSpec(name: "weight", value: "W", kind: .choice([
            "thin", "ultralight", "light", "regular", "normal", "medium", "semibold", "bold", "heavy", "black",
        ]), defaultValue: "regular", help: [
            "1…1000 or thin|ultralight|light|regular|normal|medium|",
            "semibold|bold|heavy|black",
        ], commands: labelCommands),
        OptionSpec(name: "line-space", value: "PT", kind: .number, defaultValue: "10",
                   help: ["space between lines, never after the last (default: 10)"], commands: ["render", "measure"]),
        OptionSpec(name: "line-height", value: "PT", kind: .number,
                   help: ["exact line height, glyphs centred (CSS / Figma)"], commands: labelCommands),
        OptionSpec(name: "line-height-multiple", value: "X", kind: .number,
                   help: ["multiplies each line's natural height"], commands: labelCommands),
        OptionSpec(name: "min-line-height", value: "PT", kind: .number,
                   help: ["lower bound of a line's height"], commands: labelCommands),
        OptionSpec(name: "max-line-height", value: "PT", kind: .number,
                   help: ["upper bound of a line's height"], commands: labelCommands),
        OptionSpec(name: "paragraph-spacing", value: "PT", kind: .number,
                   help: ["space after a paragraph (not after the last)"], commands: labelCommands),
        OptionSpec(name: "paragraph-spacing-before", value: "PT", kind: .number,
                   help: ["space before a paragraph (not before the first)"], commands: labelCommands),
        OptionSpec(name: "letter-spacing", value: "PT", kind: .number,
                   help: ["extra space after each character but the last on a line"], commands: labelCommands),
        OptionSpec(name: "first-line-indent", value: "PT", kind: .number,
                   help: ["indent of each paragraph's first line"], commands: labelCommands),
        OptionSpec(name: "head-indent", value: "PT", kind: .number,
                   help: ["indent of the other lines"], commands: labelCommands),
        OptionSpec(name: "tail-indent", value: "PT", kind: .number,
                   help: ["> 0: line end from the leading edge; <= 0: inset from the trailing edge"], commands: labelCommands),
        OptionSpec(name: "align", value: "A", kind: .choice(["left", "center", "right", "natural", "justified"]),
                   defaultValue: "natural", help: ["left|center|right|natural|justified (default: natural)"], commands: labelCommands),
        OptionSpec(name: "lines", value: "N", kind: .number, defaultValue: "0",
                   help: ["maximum number of lines, 0 = unlimited (default: 0)"], commands: labelCommands),
        OptionSpec(name: "break", value: "M", kind: .choice(["word", "char", "clip", "head", "tail", "middle"]),
                   defaultValue: "tail", help: ["word|char|clip|head|tail|middle (default: tail)"], commands: labelCommands),
        OptionSpec(name: "direction", value: "D", kind: .choice(["natural", "ltr", "rtl"]), defaultValue: "natural", help: [
            "natural|ltr|rtl: the paragraphs' base direction (default:",
            "natural, the first strong character decides)",
        ], commands: labelCommands),
        OptionSpec(name: "width", short: "w", value: "PT|inf", kind: .number, defaultValue: "300",
                   help: ["width to lay out in (default: 300)"], commands: labelCommands),
        OptionSpec(name: "height", value: "PT", kind: .number,
                   help: ["height of the box: limits the lines shown"], commands: labelCommands),
        OptionSpec(name: "scale", value: "X", kind: .number, defaultValue: "1",
                   help: ["pixels per point, 0.1…16; sizes round up to its pixel grid (default: 1)"], commands: labelCommands),
        OptionSpec(name: "locale", value: "TAG", kind: .text, help: [
            "BCP 47 language for shaping and breaking (default: from the",
            "text, Han → zh-Hans; zh-Hant for the sample sentence)",
        ], commands: labelCommands),
    ]

    /// The options for UILabel parity: markup text, auto-shrink, tab stops, shadow, trimming.
    static let featureOptions: [OptionSpec] = [
        OptionSpec(name: "markup", kind: .flag, help: [
            "read the text as Pango markup: <b> <i> <u> <s> <big> <small>",
            "<sub> <sup> <tt>, <span> with Pango's attributes and units",
            "(size='12800' or '12.5pt', letter_spacing in 1024ths of a point),",
            "entities; what is not supported is an error (docs/markup.md)",
        ], commands: labelCommands),
        OptionSpec(name: "min-scale", value: "F", kind: .number, help: [
            "shrink the font down to F × size (0 < F <= 1) until the text",
            "fits: one line, the width; more, the lines and height",
        ], commands: labelCommands),
        OptionSpec(name: "tighten", kind: .flag,
                   help: ["tighten letter spacing (up to 5% of the size) before truncating one line"], commands: labelCommands),
        OptionSpec(name: "tab-stops", value: "LIST", kind: .list, help: [
            "custom tab stops in points, l|r|c|d for left|right|center|decimal",
            "(e.g. 50,120r,200c,300d); tabs after the last use the 28 pt grid",
        ], commands: labelCommands),
        OptionSpec(name: "shadow", value: "DX,DY[,BLUR[,COLOR]]", kind: .list, help: [
            "a shadow under all the text: offset in points (y down),",
            "blur in points (default 0), a colour (default #00000055)",
        ], commands: labelCommands),
        OptionSpec(name: "trim-punctuation", kind: .flag, help: [
            "trim CJK full-width punctuation as browsers do (CSS",
            "text-spacing-trim: normal) in zh-Hans, zh-Hant and ja text",
        ], commands: labelCommands),
        OptionSpec(name: "break-rules", value: "unicode|web", kind: .choice(["unicode", "web"]), defaultValue: "unicode", help: [
            "where lines may break: UAX #14 (default) or browsers' rules",
            "(no break after / before a letter, a break after - before a digit…)",
        ], commands: labelCommands),
        OptionSpec(name: "break-strategy", value: "S", kind: .choice(["standard", "push-out", "hangul-word", "none"]),
                   defaultValue: "standard", help: [
            "standard|push-out|hangul-word|none: UIKit's line-break strategy",
            "(default: standard, UILabel's: no lone word on a paragraph's last",
            "line, Korean words kept whole)",
        ], commands: labelCommands),
        OptionSpec(name: "wrap", value: "greedy|balance|pretty", kind: .choice(["greedy", "balance", "pretty"]),
                   defaultValue: "greedy", help: [
            "how lines are chosen (CSS text-wrap-style): greedy (default),",
            "balance (the same number of lines, as even as can be; paragraphs",
            "of up to 6 lines) or pretty (no lone short word on a paragraph's",
            "last line)",
        ], commands: labelCommands),
        OptionSpec(name: "hyphenate", value: "F", kind: .number, defaultValue: "0", help: [
            "hyphenate words by the language's dictionary when a line, broken",
            "without, is shorter than F × its width (0…1, UIKit's",
            "hyphenationFactor; 1: whenever it has room; default: 0, off)",
        ], commands: labelCommands),
    ]

    /// What `render` and `sheet` add: colours, padding, placement, the output file.
    static let drawingOptions: [OptionSpec] = [
        OptionSpec(name: "color", value: "COLOR", kind: .text, defaultValue: "#000000",
                   help: ["text colour (default: #000000): #rgb[a], #rrggbb[aa], a CSS name", "(red) or rgb(…)"], commands: drawingCommands),
        OptionSpec(name: "background", value: "COLOR", kind: .text, defaultValue: "#FFFFFF",
                   help: ["background (default: #FFFFFF; transparent for none)"], commands: drawingCommands),
        OptionSpec(name: "padding", value: "PT", kind: .number, commandDefaults: ["render": "0", "sheet": "16"], help: [
            "space around the text, exact when given (default: {default},",
            "grown to fit glyph ink that overflows the line boxes)",
        ], commands: drawingCommands),
        OptionSpec(name: "valign", value: "top|center|bottom", kind: .choice(["top", "center", "bottom"]), defaultValue: "center",
                   help: ["placement in a --height box taller than the text (default: center)"], commands: drawingCommands),
        OptionSpec(name: "baseline-adjustment", value: "baselines|centers|none", kind: .choice(["baselines", "centers", "none"]),
                   defaultValue: "baselines", help: [
            "where one line --min-scale shrank sits in that box: on the",
            "full-size line's baseline (default, UILabel's), placed as",
            "any text by --valign, or at the full-size line's top",
        ], commands: drawingCommands),
        OptionSpec(name: "canvas", value: "WxH", kind: .list, help: [
            "a fixed canvas W × H points (e.g. 1200x630); the text's box",
            "starts at --origin and is --width wide (default: the canvas",
            "less --origin and --padding), placed in it by --align and --valign",
        ], commands: ["render"]),
        OptionSpec(name: "origin", value: "X,Y", kind: .list, help: [
            "with --canvas: the text box's top-left corner (default: the padding)",
        ], commands: ["render"]),
        OptionSpec(name: "guides", kind: .flag,
                   help: ["draw line boxes, baselines, line-spacing and paragraph-spacing bands"], commands: drawingCommands),
        OptionSpec(name: "format", value: "png|svg|pdf", kind: .choice(["png", "svg", "pdf"]),
                   help: ["output format (default: from the -o extension)"], commands: imageCommands),
        OptionSpec(name: "output", short: "o", value: "PATH", kind: .path,
                   commandDefaults: ["render": "label.png", "sheet": "sheet.png", "compose": "card.png"], help: [
            "output file, written atomically (a symlink's target; a file",
            "keeps its mode; a FIFO or device is written directly);",
            "- for standard output (default: {default})",
        ], commands: imageCommands),
        OptionSpec(name: "max-pixels", value: "N", kind: .number, defaultValue: "100000000", help: [
            "refuse a PNG with more pixels than N (default: 100000000;",
            "every image is at most 32767 pixels a side)",
        ], commands: imageCommands),
    ]
}

extension String {
    /// The text with `{default}` replaced.
    fileprivate func replacingDefault(with value: String) -> String {
        guard contains("{default}") else { return self }
        return split(separator: "{default}", omittingEmptySubsequences: false).joined(separator: value)
    }

    fileprivate func trimmingTrailingSpaces() -> String {
        var text = self
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}

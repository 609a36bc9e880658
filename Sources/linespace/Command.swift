// The subcommands `runCommand` dispatches to.

/// A subcommand: the options it accepts, its help and what it does.
struct Command {
    var specs: [OptionSpec]
    /// The help text, assembled only when `--help` asks for it: the texts are built from
    /// shared pieces (string splitting and joining), work every other run would pay for.
    var help: () -> String
    var run: (Arguments) throws -> Void

    /// `render`, `measure`, `sheet`, `completion` and `man`, by name.
    static var standard: [String: Command] {
        [
            "render": Command(specs: OptionTable.options(for: "render"), help: { RenderCommand.help }, run: RenderCommand.run),
            "measure": Command(specs: OptionTable.options(for: "measure"), help: { MeasureCommand.help }, run: MeasureCommand.run),
            "sheet": Command(specs: OptionTable.options(for: "sheet"), help: { SheetCommand.help }, run: SheetCommand.run),
            "compose": Command(specs: OptionTable.options(for: "compose"), help: { ComposeCommand.help }, run: ComposeCommand.run),
            "completion": Command(specs: [], help: { CompletionCommand.help }, run: CompletionCommand.run),
            "man": Command(specs: [], help: { ManCommand.help }, run: ManCommand.run),
        ]
    }
}

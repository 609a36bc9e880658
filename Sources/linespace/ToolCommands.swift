// `linespace completion SHELL` and `linespace man`: the completion scripts and the man page,
// printed from the option table (`make install` writes them where shells and man look).
import LineSpaceText

enum CompletionCommand {
    static let help = """
    USAGE: linespace completion bash|zsh|fish

    Prints the shell's completion script for linespace, generated from the command's options:
      linespace completion bash > ~/.local/share/bash-completion/completions/linespace
      linespace completion zsh > ~/.zfunc/_linespace        # a directory on $fpath
      linespace completion fish > ~/.config/fish/completions/linespace.fish
    `make install PREFIX=...` installs all three.
    """

    static func run(_ arguments: Arguments) throws {
        guard let shell = arguments.operands.first else {
            throw UsageError(message: "expected a shell: bash, zsh or fish")
        }
        if arguments.operands.count > 1 {
            throw UsageError(message: "unexpected argument '\(arguments.operands[1])'")
        }
        guard let script = ShellCompletion.script(for: shell) else {
            throw UsageError(message: "expected bash, zsh or fish, got '\(shell)'")
        }
        try StandardOutput.write(Array(script.utf8))
    }
}

enum ManCommand {
    static let help = """
    USAGE: linespace man

    Prints the manual page (roff): `linespace man | man -l -`; `make install` installs it as
    share/man/man1/linespace.1.
    """

    static func run(_ arguments: Arguments) throws {
        if let extra = arguments.operands.first { throw UsageError(message: "unexpected argument '\(extra)'") }
        try StandardOutput.write(Array(ManPage.page(version: LineSpaceVersion.current).utf8))
    }
}

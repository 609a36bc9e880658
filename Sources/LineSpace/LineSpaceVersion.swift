/// The version of the LineSpace package, shared by its products and the `linespace` command.
///
/// One constant for the whole package: `LineSpace`, `LineSpaceText` (which re-exports it) and
/// `linespace --version` report the same release, the one CHANGELOG.md names last.
///
/// ```swift
/// import LineSpaceText
///
/// print("LineSpace \(LineSpaceVersion.current)")   // LineSpace 0.1.0
/// ```
public enum LineSpaceVersion {
    /// The release, as a semantic version (`major.minor.patch`).
    public static let current = "0.1.0"
}

/// The width a label last laid its lines out in, recorded at each layout pass.
///
/// "Fits on one line" is only known against this width: the width a label has when its text is
/// set is often not the one it is shown at (a nib's design-canvas width, a prototype cell's width,
/// the width before rotation). The adapters record every layout pass and re-take the decision when
/// the width changed and the decision depends on it (``LabelState/decisionDependsOnWidth``).
///
/// ```swift
/// var width = LaidOutWidth()
/// width.recordLayoutPass(width: 375)   // true: first known width
/// width.recordLayoutPass(width: 375)   // false: unchanged
/// width.recordLayoutPass(width: 320)   // true: rotated / resized
/// width.value                          // 320
/// ```
struct LaidOutWidth: Sendable, Hashable {
    /// The last laid-out width; `nil` before the first layout pass with a positive, finite width.
    private(set) var value: Double?

    init(_ value: Double? = nil) {
        self.value = Self.known(value)
    }

    /// Records a layout pass at `width` (zero, negative or non-finite: unknown again).
    /// - Returns: whether the width changed, so that a width-dependent decision must be re-taken.
    @discardableResult
    mutating func recordLayoutPass(width: Double) -> Bool {
        let new = Self.known(width)
        guard new != value else { return false }
        value = new
        return true
    }

    private static func known(_ width: Double?) -> Double? {
        guard let width, width.isFinite, width > 0 else { return nil }
        return width
    }
}

/// The attribute values LineSpace sets on a text: three paragraph-style values, `tracking` and
/// `baselineOffset`. Everything else in the text (fonts, colours, alignment, line-break mode and
/// strategy, writing direction, the app's own attributes) belongs to UIKit or the app and is never
/// written.
///
/// The same type describes what one attribute run of a text holds now (0 or `nil` when the run
/// has no such value), what LineSpace applied last time, and what it wants now; ``merged(applied:target:)``
/// combines them.
///
/// ```swift
/// let run = ManagedAttributes(lineSpacing: 4)            // the app's own line spacing
/// run.merged(applied: .empty, target: ManagedAttributes(lineSpacing: 10, tracking: 0.34))
/// // lineSpacing 4 (kept), tracking 0.34 (filled in)
/// ```
struct ManagedAttributes: Sendable, Hashable {
    /// `NSParagraphStyle.lineSpacing`; 0 = not set.
    var lineSpacing: Double
    /// `NSParagraphStyle.minimumLineHeight`; 0 = not set.
    var minimumLineHeight: Double
    /// `NSParagraphStyle.maximumLineHeight`; 0 = not set.
    var maximumLineHeight: Double
    /// The `tracking` attribute in points (space between characters, none after the last one
    /// of a line); `nil` = absent.
    var tracking: Double?
    /// The `baselineOffset` attribute in points, up; `nil` = absent.
    var baselineOffset: Double?
    /// The run's own `kern` attribute, read but never written: the text system ignores `kern`
    /// where `tracking` is present, so a run with the app's kern gets no tracking.
    var kern: Double?

    init(
        lineSpacing: Double = 0, minimumLineHeight: Double = 0, maximumLineHeight: Double = 0,
        tracking: Double? = nil, baselineOffset: Double? = nil, kern: Double? = nil
    ) {
        self.lineSpacing = lineSpacing
        self.minimumLineHeight = minimumLineHeight
        self.maximumLineHeight = maximumLineHeight
        self.tracking = tracking
        self.baselineOffset = baselineOffset
        self.kern = kern
    }

    /// Nothing set.
    static let empty = ManagedAttributes()

    /// Whether any of the three paragraph values differs from `other`'s.
    func paragraphDiffers(from other: ManagedAttributes) -> Bool {
        lineSpacing != other.lineSpacing || minimumLineHeight != other.minimumLineHeight
            || maximumLineHeight != other.maximumLineHeight
    }
}

extension ManagedAttributes {
    /// This run's values after restyling.
    ///
    /// Each value that is unset (0 or absent) or still equal to what LineSpace `applied` last
    /// time is LineSpace's: it takes the `target` value. Any other value was set by the app (its
    /// own `attributedText`) and is kept, and a run with its own `kern` gets no tracking (which
    /// would silence the kern). Applying the result again is a no-op.
    ///
    /// - Parameters:
    ///   - applied: what LineSpace set on this text last time (``empty`` for new text).
    ///   - target: what the styling decision asks for now (``empty`` to remove LineSpace's values).
    func merged(applied: ManagedAttributes, target: ManagedAttributes) -> ManagedAttributes {
        ManagedAttributes(
            lineSpacing: Self.owned(lineSpacing, applied.lineSpacing) ? target.lineSpacing : lineSpacing,
            minimumLineHeight: Self.owned(minimumLineHeight, applied.minimumLineHeight)
                ? target.minimumLineHeight : minimumLineHeight,
            maximumLineHeight: Self.owned(maximumLineHeight, applied.maximumLineHeight)
                ? target.maximumLineHeight : maximumLineHeight,
            tracking: Self.owned(tracking, applied.tracking) && !hasOwnKern ? target.tracking : tracking,
            baselineOffset: Self.owned(baselineOffset, applied.baselineOffset) ? target.baselineOffset : baselineOffset,
            kern: kern)
    }

    /// Whether LineSpace's tracking goes on this run: not when it has the app's own `kern`
    /// (the text system ignores kern where tracking is). Measuring and merging agree on it.
    var takesTracking: Bool { !hasOwnKern }

    /// A nonzero `kern` in a run without tracking: the app spaced these letters itself.
    private var hasOwnKern: Bool {
        guard let kern, kern != 0 else { return false }
        return tracking == nil || tracking == 0
    }

    private static func owned(_ current: Double, _ applied: Double) -> Bool {
        current == 0 || current == applied
    }

    private static func owned(_ current: Double?, _ applied: Double?) -> Bool {
        guard let current, current != 0 else { return true }
        return current == applied
    }
}

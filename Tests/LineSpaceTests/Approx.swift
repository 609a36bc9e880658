/// Equality up to floating-point rounding, for values worked out by hand.
func approx(_ a: Double, _ b: Double, tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

/// Equality of optional values up to rounding (both nil counts as equal).
func approx(_ a: Double?, _ b: Double?, tolerance: Double = 1e-9) -> Bool {
    switch (a, b) {
    case (nil, nil): return true
    case let (x?, y?): return approx(x, y, tolerance: tolerance)
    default: return false
    }
}

/// Worked font metrics (docs/semantics.md §1).
enum Metrics {
    /// Noto Sans CJK TC at 17 pt: upem 1000, A 1160, D 288, G 0.
    static let notoA = 19.72, notoD = 4.896, notoLineHeight = 24.616
    /// DejaVu Sans at 17 pt: upem 2048, A 1901, D 483, G 0.
    static let dejaVuA = 1901.0 / 2048 * 17, dejaVuD = 483.0 / 2048 * 17
}

// HarfBuzz's Unicode scripts of the Basic Multilingual Plane, read once into a table.

/// The script of a scalar as `HarfBuzzBuffer.script(of:)` gives it, from a table of the BMP
/// filled from HarfBuzz at first use (65,536 look-ups, well under a millisecond): itemization
/// and the dominant-script guess ask for most characters of every paragraph, and a table read
/// is cheaper than a call through HarfBuzz's function table.
/// Astral scalars still ask HarfBuzz. The table holds HarfBuzz's answers, not Unicode data of
/// its own.
struct ScriptTable: Sendable {
    /// `indices[scalar]`: the position of the BMP scalar's script in `scripts`.
    private let indices: [UInt8]
    /// The distinct scripts of the BMP, as ISO 15924 tag values: common, inherited and unknown
    /// first, then the others in code point order.
    private let scripts: [UInt32]
    /// Indices from this one on are strong scripts (not common, inherited or unknown).
    static let firstStrongIndex: UInt8 = 3

    /// The process's table, made on first use. Hot loops copy it into a local once.
    static let shared = ScriptTable()

    private init() {
        var scripts = [HarfBuzzBuffer.commonScript, HarfBuzzBuffer.inheritedScript, HarfBuzzBuffer.unknownScript]
        let indices = [UInt8](unsafeUninitializedCapacity: 0x10000) { buffer, count in
            var last = 0
            var lastScript = scripts[0]
            for scalar in 0..<0x10000 {
                let script = HarfBuzzBuffer.script(of: UInt32(scalar))
                if script != lastScript {
                    if let known = scripts.firstIndex(of: script) {
                        last = known
                    } else {
                        // The BMP holds about 160 scripts: an index fits a byte.
                        precondition(scripts.count < 256, "more BMP scripts than a byte indexes")
                        scripts.append(script)
                        last = scripts.count - 1
                    }
                    lastScript = script
                }
                buffer.initializeElement(at: scalar, to: UInt8(last))
            }
            count = 0x10000
        }
        self.indices = indices
        self.scripts = scripts
    }

    /// Runs `body` with the index table (65,536 entries) and the scripts it indexes, for loops
    /// that read them at every character without bounds checks.
    func withTables<R>(_ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt32>) throws -> R) rethrows -> R {
        try indices.withUnsafeBufferPointer { indices in
            try scripts.withUnsafeBufferPointer { try body(indices, $0) }
        }
    }

    /// The ISO 15924 tag value of `scalar`'s script, as HarfBuzz gives it.
    @inline(__always)
    func script(of scalar: UInt32) -> UInt32 {
        scalar < 0x10000 ? scripts[Int(indices[Int(scalar)])] : HarfBuzzBuffer.script(of: scalar)
    }
}

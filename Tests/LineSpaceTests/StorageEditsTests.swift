import Testing
@testable import LineSpace

/// Text-storage edits merged again (Styling/StorageEdits.swift; issue 32, M5).
@Suite struct StorageEditsTests {
    @Test func aSingleEditIsItsRange() {
        var edits = StorageEdits()
        edits.record(edited: 10..<40, changeInLength: 30)
        #expect(edits.take(length: 100) == 10..<40)
        #expect(edits.take(length: 100) == nil)
    }

    @Test func aLaterEditBeforeTheFirstShiftsIt() {
        // 30 pasted at 10, then 2 typed at 0: the paste is now at 12..<42.
        var edits = StorageEdits()
        edits.record(edited: 10..<40, changeInLength: 30)
        edits.record(edited: 0..<2, changeInLength: 2)
        #expect(edits.take(length: 100) == 0..<42)
    }

    @Test func aLaterEditAfterTheFirstJoinsIt() {
        var edits = StorageEdits()
        edits.record(edited: 10..<20, changeInLength: 10)
        edits.record(edited: 50..<55, changeInLength: 5)
        #expect(edits.take(length: 100) == 10..<55)
    }

    @Test func aDeletionInsideTheRangeShrinksIt() {
        // 20 pasted at 10 (10..<30), then 5 deleted at 15 (an empty edited range, delta -5).
        var edits = StorageEdits()
        edits.record(edited: 10..<30, changeInLength: 20)
        edits.record(edited: 15..<15, changeInLength: -5)
        #expect(edits.take(length: 100) == 10..<25)
    }

    @Test func aDeletionCoveringTheRangeLeavesItsPlace() {
        // Pasted 10..<20, then 0..<30 deleted: what is left of it is the place at 0.
        var edits = StorageEdits()
        edits.record(edited: 10..<20, changeInLength: 10)
        edits.record(edited: 0..<0, changeInLength: -30)
        #expect(edits.range == 0..<0)
        #expect(edits.take(length: 70) == nil)
    }

    @Test func attributeOnlyEditsKeepTheirRange() {
        var edits = StorageEdits()
        edits.record(edited: 5..<9, changeInLength: 0)
        edits.record(edited: 20..<30, changeInLength: 0)
        #expect(edits.take(length: 100) == 5..<30)
    }

    @Test func theRangeIsClampedToTheText() {
        var edits = StorageEdits()
        edits.record(edited: 90..<120, changeInLength: 30)
        #expect(edits.take(length: 100) == 90..<100)
        edits.record(edited: -1..<3, changeInLength: 3)
        #expect(edits.take(length: 100) == nil)
    }

    @Test func ownWritesAndHookedSettersAreNotRecorded() {
        var session = StylingSession()
        session.isApplying = true
        let own = session.recordStorageEdit(edited: 0..<5, changeInLength: 5, hasValues: true)
        session.isApplying = false
        _ = session.willRunSetter()                     // textView.text = …: UIKit replaces the storage
        let inSetter = session.recordStorageEdit(edited: 0..<5, changeInLength: 5, hasValues: true)
        _ = session.didRunSetter(.textReplaced, hasValues: true)
        #expect(!own)
        #expect(!inSetter)
        let merged = session.takeStorageEdits(length: 5)
        #expect(merged == nil)
    }

    @Test func aPasteAndTypingAreMergedOnce() {
        var session = StylingSession()
        let first = session.recordStorageEdit(edited: 3..<23, changeInLength: 20, hasValues: true)
        let second = session.recordStorageEdit(edited: 23..<24, changeInLength: 1, hasValues: true)
        #expect(first)
        #expect(!second)
        let merged = session.takeStorageEdits(length: 24)
        #expect(merged == 3..<24)
        let next = session.recordStorageEdit(edited: 0..<1, changeInLength: 1, hasValues: true)
        #expect(next)
    }

    @Test func nothingToApplyRecordsNothing() {
        var session = StylingSession()
        let recorded = session.recordStorageEdit(edited: 0..<5, changeInLength: 5, hasValues: false)
        #expect(!recorded)
    }
}

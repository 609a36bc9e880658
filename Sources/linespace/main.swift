import Foundation
import LineSpaceText

let label = Label()
label.font = try Font(family: "Noto Sans CJK TC", size: 17)
label.lineSpace = 10
label.numberOfLines = 0
label.text = "如何讓你遇見我，在我最美麗的時刻。為這，我已在佛前求了五百年，求他讓我們結一段塵緣"
let layout = label.layout(width: 300)
print(label.font!, label.font!.ascender, label.font!.descender, label.font!.lineGap)
for line in layout.lines { print(line.range, line.rect, line.baseline, line.glyphRuns.map { $0.font.resolvedFamily }) }
print(layout.size, label.sizeThatFits(CGSize(width: 300, height: 1000)))
let l2 = Label(); l2.font = try Font(family: "DejaVu Sans", size: 17); l2.numberOfLines = 0
l2.text = "Hello 世界 and more words here to wrap around"
for line in l2.layout(width: 120).lines { print(line.range, line.rect, line.glyphRuns.map { $0.font.resolvedFamily }) }
l2.numberOfLines = 1
for line in l2.layout(width: 120).lines { print(line.ranges, line.rect, line.hasEllipsis) }

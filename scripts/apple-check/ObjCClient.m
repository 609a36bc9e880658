// An Objective-C client using LineSpace's whole Objective-C surface, as the seed documented it.
// `make apple-check` compiles it with clang -Wall -Wextra -Werror against LineSpace-Swift.h.
@import UIKit;
#import "LineSpace-Swift.h"

@interface LSObjCClient : NSObject
+ (void)configureLabel:(UILabel *)label textView:(UITextView *)textView;
@end

@implementation LSObjCClient
+ (void)configureLabel:(UILabel *)label textView:(UITextView *)textView {
    label.numberOfLines = 0;
    label.textAlignment = NSTextAlignmentCenter;
    label.lineBreakMode = NSLineBreakByTruncatingTail;
    label.lineSpace = 10;
    label.lineSpaceLineHeight = 30;
    label.lineSpaceLetterSpacing = 0.34;
    label.adjustsLineSpaceForContentSizeCategory = YES;
    label.text = @"如何讓你遇見我，在我最美麗的時刻。為這，我已在佛前求了五百年，求他讓我們結一段塵緣";
    [label reapplyLineSpace];

    textView.lineSpace = label.lineSpace;
    textView.lineSpaceLineHeight = label.lineSpaceLineHeight;
    textView.lineSpaceLetterSpacing = label.lineSpaceLetterSpacing;
    textView.adjustsLineSpaceForContentSizeCategory = label.adjustsLineSpaceForContentSizeCategory;
    [textView reapplyLineSpace];

    // Off the main thread, as third-party Objective-C sometimes does: UIKit's own setter runs
    // (a Main Thread Checker warning, as without LineSpace), LineSpace stands aside.
    dispatch_async(dispatch_get_global_queue(QOS_CLASS_UTILITY, 0), ^{
        label.text = @"背景";
    });
}
@end

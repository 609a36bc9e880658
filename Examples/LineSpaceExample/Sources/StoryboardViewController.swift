// Interface Builder: Main.storyboard sets LineSpace's values on a label and a text view as User
// Defined Runtime Attributes (the fallback when the Attributes inspector does not show the
// @IBInspectable properties, as in Xcode 16.1). Nothing here sets them in code.
import LineSpace
import UIKit

final class StoryboardViewController: UIViewController {
    @IBOutlet private var label: UILabel!
    @IBOutlet private var textView: UITextView!

    static func instantiate() -> UIViewController {
        UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController() ?? UIViewController()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // The runtime attributes arrived after the nib's text and styled it; later text is too.
        label.text = LabelsViewController.sentence
    }
}

// The seed's label (centred, tail-truncated CJK text with 10 pt between lines), a single-line
// label, and an editable text view, all styled in code.
import LineSpace
import UIKit

final class LabelsViewController: UIViewController {
    static let sentence = "如何讓你遇見我，在我最美麗的時刻。為這，我已在佛前求了五百年，求他讓我們結一段塵緣"

    private let label = UILabel()
    private let titleLabel = UILabel()
    private let textView = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        // The seed's label. Order does not matter: numberOfLines, font or alignment set after
        // the text re-style it, and the one-line rule follows the width of each layout pass.
        label.lineSpace = 10
        label.text = Self.sentence
        label.numberOfLines = 0
        label.textAlignment = .center
        label.lineBreakMode = .byTruncatingTail
        label.font = UIFont.preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        label.adjustsLineSpaceForContentSizeCategory = true

        // One line: no line spacing is ever added (no band under CJK text), tracking still is.
        titleLabel.lineSpace = 10
        titleLabel.lineSpaceLetterSpacing = 0.34
        titleLabel.font = UIFont.preferredFont(forTextStyle: .headline)
        titleLabel.text = "如何讓你遇見我"

        // Styled in place: what the user types, IME composition included, gets the spacing.
        textView.font = UIFont.preferredFont(forTextStyle: .body)
        textView.lineSpace = 10
        textView.lineSpaceLineHeight = 30
        textView.text = Self.sentence

        let stack = UIStackView(arrangedSubviews: [titleLabel, label, textView])
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            textView.heightAnchor.constraint(equalToConstant: 200),
        ])
    }
}

// The example app: three tabs, one per way of using LineSpace (UIKit code, SwiftUI, Interface
// Builder). `make apple-check` compiles these sources for iOS; README.md says how to run them.
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let tabs = UITabBarController()
        tabs.viewControllers = [
            Self.tab(LabelsViewController(), title: "UIKit"),
            Self.tab(SwiftUIExampleViewController(), title: "SwiftUI"),
            Self.tab(StoryboardViewController.instantiate(), title: "Storyboard"),
        ]
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    private static func tab(_ controller: UIViewController, title: String) -> UIViewController {
        controller.title = title
        return UINavigationController(rootViewController: controller)
    }
}

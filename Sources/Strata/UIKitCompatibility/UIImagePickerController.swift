import Foundation

/// The status bar's content color.
public enum UIStatusBarStyle: Int, Sendable {
    case `default`, lightContent, darkContent = 3
}

/// Told as a navigation controller shows controllers (every method has a default).
@MainActor @preconcurrency
public protocol UINavigationControllerDelegate: AnyObject {
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
}

/// Told when the user picks media or cancels (every method has a default).
@MainActor @preconcurrency
public protocol UIImagePickerControllerDelegate: AnyObject {
    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    public func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {}
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {}
}

/// The system's camera and photo library picker. A server has neither: no source type is
/// available (`isSourceTypeAvailable(_:)` is false, the branch apps take on a device without a
/// camera), and the picker keeps what is set on it.
open class UIImagePickerController: UINavigationController {
    public enum SourceType: Int, Sendable { case photoLibrary, camera, savedPhotosAlbum }
    public enum CameraDevice: Int, Sendable { case rear, front }
    public enum CameraCaptureMode: Int, Sendable { case photo, video }
    public enum CameraFlashMode: Int, Sendable { case off = -1, auto = 0, on = 1 }
    public enum QualityType: Int, Sendable { case typeHigh, typeMedium, typeLow, type640x480, typeIFrame1280x720, typeIFrame960x540 }

    /// The keys of the picked media's information.
    public struct InfoKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
        public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
        public static let livePhoto = InfoKey(rawValue: "UIImagePickerControllerLivePhoto")
        public static let phAsset = InfoKey(rawValue: "UIImagePickerControllerPHAsset")
    }

    /// Whether the device has the source: never on a server.
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { false }
    open class func availableMediaTypes(for sourceType: SourceType) -> [String]? { nil }
    open class func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { false }
    open class func isFlashAvailable(for cameraDevice: CameraDevice) -> Bool { false }

    open weak var delegate: (any UIImagePickerControllerDelegate & UINavigationControllerDelegate)?
    open var sourceType: SourceType = .photoLibrary
    open var mediaTypes: [String] = ["public.image"]
    open var allowsEditing = false
    open var cameraDevice: CameraDevice = .rear
    open var cameraCaptureMode: CameraCaptureMode = .photo
    open var cameraFlashMode: CameraFlashMode = .auto
    open var videoQuality: QualityType = .typeMedium
    open var videoMaximumDuration: TimeInterval = 600
    open var showsCameraControls = true
    open var cameraOverlayView: UIView?
    open var cameraViewTransform: CGAffineTransform = .identity

    open func takePicture() {}
    @discardableResult open func startVideoCapture() -> Bool { false }
    open func stopVideoCapture() {}
}

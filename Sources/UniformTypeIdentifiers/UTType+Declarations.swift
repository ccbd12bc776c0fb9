/// A type the system declares: its file extensions, MIME type and parents.
struct UTTypeDeclaration: Sendable {
    let extensions: [String]
    let mimeType: String?
    let parents: [String]
}

extension UTType {
    /// The system's declarations of the common types.
    static let declarations: [String: UTTypeDeclaration] = {
        func type(_ extensions: [String], _ mimeType: String?, _ parents: String...) -> UTTypeDeclaration {
            UTTypeDeclaration(extensions: extensions, mimeType: mimeType, parents: parents)
        }
        return [
            "public.item": type([], nil),
            "public.content": type([], nil),
            "public.data": type([], "application/octet-stream", "public.item"),
            "public.directory": type([], nil, "public.item"),
            "public.folder": type([], nil, "public.directory"),
            "public.url": type([], nil, "public.data"),
            "public.file-url": type([], nil, "public.url"),
            "public.text": type([], nil, "public.data", "public.content"),
            "public.plain-text": type(["txt", "text"], "text/plain", "public.text"),
            "public.utf8-plain-text": type([], nil, "public.plain-text"),
            "public.json": type(["json"], "application/json", "public.text"),
            "public.xml": type(["xml"], "application/xml", "public.text"),
            "public.html": type(["html", "htm"], "text/html", "public.text"),
            "public.comma-separated-values-text": type(["csv"], "text/csv", "public.text"),
            "public.rtf": type(["rtf"], "text/rtf", "public.text"),
            "public.source-code": type([], nil, "public.plain-text"),
            "public.swift-source": type(["swift"], nil, "public.source-code"),
            "net.daringfireball.markdown": type(["md", "markdown"], "text/markdown", "public.plain-text"),
            "public.image": type([], nil, "public.data", "public.content"),
            "public.png": type(["png"], "image/png", "public.image"),
            "public.jpeg": type(["jpeg", "jpg"], "image/jpeg", "public.image"),
            "com.compuserve.gif": type(["gif"], "image/gif", "public.image"),
            "public.heic": type(["heic"], "image/heic", "public.image"),
            "public.svg-image": type(["svg"], "image/svg+xml", "public.image"),
            "org.webmproject.webp": type(["webp"], "image/webp", "public.image"),
            "public.tiff": type(["tiff", "tif"], "image/tiff", "public.image"),
            "com.adobe.pdf": type(["pdf"], "application/pdf", "public.data", "public.content"),
            "public.audiovisual-content": type([], nil, "public.data", "public.content"),
            "public.audio": type([], nil, "public.audiovisual-content"),
            "public.mp3": type(["mp3"], "audio/mpeg", "public.audio"),
            "public.mpeg-4-audio": type(["m4a"], "audio/mp4", "public.audio"),
            "public.aiff-audio": type(["aiff", "aif"], "audio/aiff", "public.audio"),
            "com.microsoft.waveform-audio": type(["wav"], "audio/wav", "public.audio"),
            "com.apple.coreaudio-format": type(["caf"], "audio/x-caf", "public.audio"),
            "public.movie": type([], nil, "public.audiovisual-content"),
            "public.video": type([], nil, "public.movie"),
            "public.mpeg-4": type(["mp4"], "video/mp4", "public.movie"),
            "com.apple.quicktime-movie": type(["mov"], "video/quicktime", "public.movie"),
            "public.archive": type([], nil, "public.data"),
            "public.zip-archive": type(["zip"], "application/zip", "public.archive"),
            "public.vcard": type(["vcf"], "text/vcard", "public.text"),
            "com.apple.property-list": type(["plist"], nil, "public.data"),
        ]
    }()

    public static let item = UTType(declared: "public.item")
    public static let content = UTType(declared: "public.content")
    public static let data = UTType(declared: "public.data")
    public static let directory = UTType(declared: "public.directory")
    public static let folder = UTType(declared: "public.folder")
    public static let url = UTType(declared: "public.url")
    public static let fileURL = UTType(declared: "public.file-url")
    public static let text = UTType(declared: "public.text")
    public static let plainText = UTType(declared: "public.plain-text")
    public static let utf8PlainText = UTType(declared: "public.utf8-plain-text")
    public static let json = UTType(declared: "public.json")
    public static let xml = UTType(declared: "public.xml")
    public static let html = UTType(declared: "public.html")
    public static let commaSeparatedText = UTType(declared: "public.comma-separated-values-text")
    public static let rtf = UTType(declared: "public.rtf")
    public static let sourceCode = UTType(declared: "public.source-code")
    public static let swiftSource = UTType(declared: "public.swift-source")
    public static let image = UTType(declared: "public.image")
    public static let png = UTType(declared: "public.png")
    public static let jpeg = UTType(declared: "public.jpeg")
    public static let gif = UTType(declared: "com.compuserve.gif")
    public static let heic = UTType(declared: "public.heic")
    public static let svg = UTType(declared: "public.svg-image")
    public static let webP = UTType(declared: "org.webmproject.webp")
    public static let tiff = UTType(declared: "public.tiff")
    public static let pdf = UTType(declared: "com.adobe.pdf")
    public static let audiovisualContent = UTType(declared: "public.audiovisual-content")
    public static let audio = UTType(declared: "public.audio")
    public static let mp3 = UTType(declared: "public.mp3")
    public static let mpeg4Audio = UTType(declared: "public.mpeg-4-audio")
    public static let aiff = UTType(declared: "public.aiff-audio")
    public static let wav = UTType(declared: "com.microsoft.waveform-audio")
    public static let movie = UTType(declared: "public.movie")
    public static let video = UTType(declared: "public.video")
    public static let mpeg4Movie = UTType(declared: "public.mpeg-4")
    public static let quickTimeMovie = UTType(declared: "com.apple.quicktime-movie")
    public static let archive = UTType(declared: "public.archive")
    public static let zip = UTType(declared: "public.zip-archive")
    public static let vCard = UTType(declared: "public.vcard")
    public static let propertyList = UTType(declared: "com.apple.property-list")
}

/// The largest values a message may hold: pictures per album, reactions, keyboard rows and buttons, waveform samples,
/// picture sides (hostile input stays small).
public enum MessageLimits {
    /// The most media items of an album, as in both apps.
    public static let mediaItems = 10
    /// The most reactions a message may have.
    public static let reactions = 20
    /// The most inline keyboard rows.
    public static let buttonRows = 12
    /// The most buttons in a keyboard row.
    public static let buttonsPerRow = 8
    /// The most waveform samples of a voice note.
    public static let waveformSamples = 1000
    /// The largest picture side taken from a transcript, in pixels.
    public static let pixelSide = 100_000
}

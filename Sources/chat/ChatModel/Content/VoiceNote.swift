/// The recording of a `voice` message.
public struct VoiceNote: Hashable, Sendable, Codable {
    /// Its duration in seconds.
    public var seconds: Int
    /// Its loudness over time, each value in 0…1 (drawn as bars; empty: flat bars).
    public var waveform: [Double]

    /// Creates a voice note.
    public init(seconds: Int, waveform: [Double] = []) {
        self.seconds = seconds
        self.waveform = waveform
    }

    private enum CodingKeys: String, CodingKey { case seconds, waveform }

    /// Decodes a voice note; `waveform` defaults to empty.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        seconds = try container.decode(Int.self, forKey: .seconds)
        waveform = try container.decodeIfPresent([Double].self, forKey: .waveform) ?? []
    }
}

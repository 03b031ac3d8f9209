/// A place a location message shares: a map with a pin, the place's name and its address under it.
public struct LocationCard: Hashable, Sendable, Codable {
    /// The place's name (not empty): "Café Luso".
    public var title: String
    /// The place's address, as it is shown; nil when the card has none.
    public var address: String?
    /// The pin's latitude in degrees (−90…90).
    public var latitude: Double
    /// The pin's longitude in degrees (−180…180).
    public var longitude: Double

    /// Creates a location card.
    public init(title: String, address: String? = nil, latitude: Double, longitude: Double) {
        self.title = title
        self.address = address
        self.latitude = latitude
        self.longitude = longitude
    }
}

extension LocationCard: ContentPayload {
    package static var kind: MessageKind { .location }

    package var content: MessageContent { .location(self) }

    package func check(_ fail: (String, String) -> TranscriptError) throws(TranscriptError) {
        if title.isEmpty { throw fail("location.title", "is empty") }
        if address?.isEmpty == true { throw fail("location.address", "is empty") }
        if !(latitude >= -90 && latitude <= 90) { throw fail("location.latitude", "must be in −90…90 (\(latitude))") }
        if !(longitude >= -180 && longitude <= 180) {
            throw fail("location.longitude", "must be in −180…180 (\(longitude))")
        }
    }
}

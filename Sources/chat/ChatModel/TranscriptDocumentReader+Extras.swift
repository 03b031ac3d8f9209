import JSON
import Foundation

/// The values of issue 14's message keys, read from the bytes with `Codable`'s rules (required keys, `null` as
/// absent for optional ones); anything else is declined to `JSONDecoder`.
extension TranscriptDocumentReader {
    mutating func mediaItems() throws(Declined) -> [MediaItem] {
        var items: [MediaItem] = []
        try scanner.beginArray()
        var isFirst = true
        while try scanner.nextElement(isFirst: &isFirst) {
            guard items.count < MessageLimits.mediaItems * 4 else { throw scanner.declined(.invalidTranscript, "too many media items") }
            var path: String?, width: Int?, height: Int?, video: Bool?, seconds: Int?
            var object = try beginObject()
            while let field = try nextField(of: ["path", "width", "height", "video", "seconds"], in: &object) {
                switch field {
                case 0: path = try scanner.string()
                case 1: width = try scanner.integer()
                case 2: height = try scanner.integer()
                case 3: video = try scanner.consumeNull() ? nil : scanner.bool()
                default: seconds = try scanner.consumeNull() ? nil : scanner.integer()
                }
            }
            guard let path, let width, let height else { throw scanner.declined(.missingField, "media path, width or height") }
            items.append(MediaItem(path: path, width: width, height: height, video: video ?? false, seconds: seconds))
        }
        return items
    }

    mutating func voiceNote() throws(Declined) -> VoiceNote {
        var seconds: Int?, waveform: [Double] = []
        var object = try beginObject()
        while let field = try nextField(of: ["seconds", "waveform"], in: &object) {
            if field == 0 {
                seconds = try scanner.integer()
            } else if try !scanner.consumeNull() {
                try scanner.beginArray()
                var isFirst = true
                while try scanner.nextElement(isFirst: &isFirst) {
                    guard waveform.count <= MessageLimits.waveformSamples else {
                        throw scanner.declined(.invalidTranscript, "too many waveform samples")
                    }
                    waveform.append(try scanner.double())
                }
            }
        }
        guard let seconds else { throw scanner.declined(.missingField, "voice seconds") }
        return VoiceNote(seconds: seconds, waveform: waveform)
    }

    mutating func imageReference(_ name: String) throws(Declined) -> ImageReference {
        var path: String?, width: Int?, height: Int?
        var object = try beginObject()
        while let field = try nextField(of: ["path", "width", "height"], in: &object) {
            switch field {
            case 0: path = try scanner.string()
            case 1: width = try scanner.integer()
            default: height = try scanner.integer()
            }
        }
        guard let path, let width, let height else { throw scanner.declined(.missingField, "\(name) path, width or height") }
        return ImageReference(path: path, width: width, height: height)
    }

    mutating func linkPreview() throws(Declined) -> LinkPreview {
        var url: String?, texts: [String?] = [nil, nil, nil], image: ImageReference?
        var object = try beginObject()
        while let field = try nextField(of: ["url", "site", "title", "description", "image"], in: &object) {
            switch field {
            case 0: url = try scanner.string()
            case 1, 2, 3: texts[field - 1] = try scanner.optionalString()
            default: image = try scanner.consumeNull() ? nil : imageReference("linkPreview.image")
            }
        }
        guard let url else { throw scanner.declined(.missingField, "linkPreview url") }
        return LinkPreview(url: url, site: texts[0], title: texts[1], description: texts[2], image: image)
    }

    mutating func reactions() throws(Declined) -> [Reaction] {
        var reactions: [Reaction] = []
        try scanner.beginArray()
        var isFirst = true
        while try scanner.nextElement(isFirst: &isFirst) {
            guard reactions.count <= MessageLimits.reactions else { throw scanner.declined(.invalidTranscript, "too many reactions") }
            var emoji: String?, count: Int?, mine: Bool?
            var object = try beginObject()
            while let field = try nextField(of: ["emoji", "count", "mine"], in: &object) {
                switch field {
                case 0: emoji = try scanner.string()
                case 1: count = try scanner.consumeNull() ? nil : scanner.integer()
                default: mine = try scanner.consumeNull() ? nil : scanner.bool()
                }
            }
            guard let emoji else { throw scanner.declined(.missingField, "reaction emoji") }
            reactions.append(Reaction(emoji: emoji, count: count ?? 1, mine: mine ?? false))
        }
        return reactions
    }

    mutating func buttonRows() throws(Declined) -> [[String]] {
        var rows: [[String]] = []
        try scanner.beginArray()
        var isFirst = true
        while try scanner.nextElement(isFirst: &isFirst) {
            guard rows.count <= MessageLimits.buttonRows else { throw scanner.declined(.invalidTranscript, "too many button rows") }
            var row: [String] = []
            try scanner.beginArray()
            var isFirstLabel = true
            while try scanner.nextElement(isFirst: &isFirstLabel) {
                guard row.count <= MessageLimits.buttonsPerRow else { throw scanner.declined(.invalidTranscript, "too many buttons") }
                row.append(try scanner.string())
            }
            rows.append(row)
        }
        return rows
    }

    /// Any JSON value (a custom message's component tree); a key repeated in one object is declined.
    mutating func jsonValue(depth: Int = 0) throws(Declined) -> JSONValue {
        guard depth < TranscriptScanner.maximumDepth else { throw scanner.declined(.syntax, "nested too deeply") }
        switch scanner.peek() {
        case UInt8(ascii: "\""): return .string(try scanner.string())
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool(try scanner.bool())
        case UInt8(ascii: "n"):
            _ = try scanner.consumeNull()
            return .null
        case UInt8(ascii: "["):
            try scanner.beginArray()
            var values: [JSONValue] = []
            var isFirst = true
            while try scanner.nextElement(isFirst: &isFirst) { values.append(try jsonValue(depth: depth + 1)) }
            return .array(values)
        case UInt8(ascii: "{"):
            try scanner.beginObject()
            var members: [String: JSONValue] = [:]
            var isFirst = true
            while let key = try scanner.nextKey(isFirst: &isFirst) {
                guard let name = TranscriptScanner.validString(key) else { throw scanner.declined(.syntax, "invalid UTF-8") }
                guard members[name] == nil else { throw scanner.declined(.duplicateKey, "a key appears twice") }
                members[name] = try jsonValue(depth: depth + 1)
            }
            return .object(members)
        default:
            return .number(try scanner.double())
        }
    }
}

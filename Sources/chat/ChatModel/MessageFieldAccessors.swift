// Transitional: the fields of the message model before `MessageContent`, read from the content, for the layout and
// renderer code that is rewritten on flex trees next (this file goes with it).

extension Message {
    package var text: String? { content.text }
    package var deleted: Bool { isDeleted }
    package var progress: Double? { content.progress }
    package var file: FileAttachment? {
        if case .file(let file, _, _) = content { return file }
        return nil
    }
    package var call: CallInfo? {
        if case .call(let call) = content { return call }
        return nil
    }
    package var card: CardContent? {
        if case .card(let card) = content { return card }
        return nil
    }
    package var media: [MediaItem]? {
        if case .media(let items, _, _) = content { return items }
        return nil
    }
    package var voice: VoiceNote? {
        if case .voice(let voice) = content { return voice }
        return nil
    }
    package var sticker: ImageReference? {
        if case .sticker(let sticker) = content { return sticker }
        return nil
    }
    package var custom: CustomContent? {
        if case .custom(let custom, _) = content { return custom }
        return nil
    }
}

import CTextStack

/// A HarfBuzz buffer reused from shape to shape (creating one per shape costs an allocation and its setup). Not
/// thread-safe: a preparation workspace owns one, and a workspace is used by one thread at a time.
final class HarfBuzzBuffer {
    let pointer: OpaquePointer

    init() {
        pointer = hb_buffer_create()
    }

    deinit { hb_buffer_destroy(pointer) }
}

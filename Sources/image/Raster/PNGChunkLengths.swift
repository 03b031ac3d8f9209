/// Checks, before libpng sees a PNG, that every chunk up to IEND lies inside the bytes: libpng allocates the length a
/// chunk claims before it reads the chunk, so 100 bytes claiming a 1.5 GB text chunk would cost 1.5 GB (libpng
/// rejects such a file anyway, once it has tried to read the chunk).
enum PNGChunkLengths {
    /// - Throws: `RasterError.corruptPNG` naming `input` when a chunk claims more bytes than follow it.
    static func check(_ bytes: UnsafeRawBufferPointer, input: String) throws(RasterError) {
        guard bytes.count >= 8 else { return }  // no signature: libpng says so
        var offset = 8
        while bytes.count - offset >= 8 {
            let length = (0..<4).reduce(0) { $0 << 8 | Int(bytes[offset + $1]) }
            let isEnd = bytes[offset + 4] == 0x49 && bytes[offset + 5] == 0x45 && bytes[offset + 6] == 0x4E
                && bytes[offset + 7] == 0x44  // IEND
            let remaining = bytes.count - offset - 12
            guard length <= remaining else {
                throw .corruptPNG(input: input, message: "a chunk claims \(length) bytes where \(max(0, remaining)) remain")
            }
            if isEnd { return }
            offset += 12 + length
        }
    }
}

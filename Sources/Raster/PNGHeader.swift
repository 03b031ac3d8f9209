/// The first 33 bytes of a PNG file — signature and IHDR chunk — checked before the rest of a file is read.
struct PNGHeader {
    /// Signature (8) + IHDR's length, type, 13 bytes of data and CRC.
    static let byteCount = 33

    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The width the header claims.
    let width: Int
    /// The height the header claims.
    let height: Int

    /// Reads the size from a file's first bytes.
    ///
    /// - Throws: `RasterError.corruptPNG` naming `input` when the bytes are not a PNG signature followed by IHDR.
    init(_ bytes: [UInt8], input: String) throws(RasterError) {
        guard bytes.count >= 8, Array(bytes[0..<8]) == Self.signature else {
            throw .corruptPNG(input: input, message: "not a PNG file (its first 8 bytes are not the PNG signature)")
        }
        guard bytes.count >= Self.byteCount, Self.bigEndian(bytes, at: 8) == 13,
              Array(bytes[12..<16]) == Array("IHDR".utf8) else {
            throw .corruptPNG(input: input, message: "the PNG signature is not followed by an IHDR header chunk")
        }
        width = Int(Self.bigEndian(bytes, at: 16))
        height = Int(Self.bigEndian(bytes, at: 20))
    }

    private static func bigEndian(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }
}

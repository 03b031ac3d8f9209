import CPangoPeer

extension PangoPeer {
    /// Draws the chat screen described by the screen JSON at `screenPath` (see `lpp_chat_render`) with Cairo
    /// shapes and `pango_cairo_show_layout`, and writes it to `pngPath` with `cairo_surface_write_to_png`.
    public func renderChat(screenPath: String, pngPath: String) throws {
        let status = lpp_chat_render(handle, screenPath, pngPath)
        guard status == LPP_OK else { throw PangoPeerError("draw the chat screen \"\(screenPath)\"", status) }
    }
}

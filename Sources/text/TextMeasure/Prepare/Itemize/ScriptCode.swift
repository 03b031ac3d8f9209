import CTextStack

/// HarfBuzz script codes (ISO 15924 tags) and the script of a scalar.
enum ScriptCode {
    static let common = HB_SCRIPT_COMMON.rawValue
    static let latin = HB_SCRIPT_LATIN.rawValue
    static let inherited = HB_SCRIPT_INHERITED.rawValue
    static let unknown = HB_SCRIPT_UNKNOWN.rawValue

    /// HarfBuzz's script for `scalar` (Common and Inherited included).
    @inline(__always)
    static func of(_ scalar: UInt32) -> UInt32 {
        hb_unicode_script(hb_unicode_funcs_get_default(), scalar).rawValue
    }

    /// Whether `script` takes its script from the text around it (Common, Inherited, Unknown).
    @inline(__always)
    static func isCommon(_ script: UInt32) -> Bool {
        script == common || script == inherited || script == unknown
    }
}

import CTextStack
import CICU
public func _probe() -> Int32 { var e: Int32 = 0; let it = lp_break_open(LPBreakKindLine, nil, &e); lp_break_close(it); return e + Int32(hb_version_atleast(1,0,0)) }

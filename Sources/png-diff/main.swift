print("png-diff")

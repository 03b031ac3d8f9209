import TextMeasure; print(_probe())

// Op names that print escaped next to plain ones (the printer's fast path
// for plain names must not catch these): a quote, a backslash, a tab and a
// byte above 0x7e.
"test.plain"() : () -> ()
"test.q\22uote"() : () -> ()
"test.back\\slash"() : () -> ()
"test.t\09ab"() : () -> ()
"test.h\C3\A9"() : () -> ()
"test.plain"() : () -> ()

// RUN: --target=bogus-unknown-nothing
"builtin.module"() ({
}) : () -> ()

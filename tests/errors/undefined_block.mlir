"test.br"()[^bb9] : () -> ()

import Foundation

/// Starts libFuzzer with `body` as the test-one-input callback.
///
/// SwiftPM links an executable's entry point as `main` (through a `--defsym`), so libFuzzer's own
/// `main` is not used; `LLVMFuzzerRunDriver`, libFuzzer's documented way in for such programs,
/// is looked up at run time (it is linked in by `-sanitize=fuzzer`).
public func runFuzzer(_ body: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Int32 {
    typealias Driver = @convention(c) (UnsafeMutablePointer<Int32>, UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                                       @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Int32
    guard let symbol = dlsym(nil, "LLVMFuzzerRunDriver") else {   // nil: RTLD_DEFAULT
        FileHandle.standardError.write(Data("fuzz: LLVMFuzzerRunDriver not found: build with -sanitize=fuzzer\n".utf8))
        return 2
    }
    let driver = unsafeBitCast(symbol, to: Driver.self)
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    return driver(&argc, &argv, body)
}

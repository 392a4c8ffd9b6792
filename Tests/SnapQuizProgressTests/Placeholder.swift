import Testing

@Test func placeholderUntilTheModuleLands() {
    #expect(Bool(true))
}

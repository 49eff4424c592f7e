#if os(iOS)
let platform = "iOS"
#else
let platform = "elsewhere"
#endif
print(Caption().body.text, platform)

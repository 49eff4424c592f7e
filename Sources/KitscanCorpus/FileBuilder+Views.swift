

/// The views a generated file holds.
extension FileBuilder {
    // MARK: Views

    mutating func writeView(name: String) {
        let noun = rng.pick(Vocabulary.nouns)
        writer.blank()
        writer.line("/// \(rng.pick(Vocabulary.comments))")
        writer.open("struct \(name): View {")
        writer.line("let items: [\(noun)]")
        writer.line("@Binding var selection: \(noun).ID?")
        writer.line("@State private var isExpanded = \(rng.chance(0.5))")
        writer.line("@State private var query = \"\"")
        if rng.chance(0.5) { writer.line("@State private var isHovered = false") }
        writer.line("@Environment(\\.colorScheme) private var colorScheme")
        writer.line("var on\(rng.pick(Vocabulary.verbs).capitalized): (\(noun)) -> Void = { _ in }")
        writer.blank()
        writer.open("var body: some View {")
        viewExpression(depth: 0, maxDepth: rng.int(2...4))
        writer.close()
        if rng.chance(0.6) {
            writer.blank()
            writer.open("private var header: some View {")
            viewExpression(depth: 2, maxDepth: 3)
            writer.close()
        }
        if rng.chance(0.5) {
            writer.blank()
            writer.open("private func title(for item: \(noun)) -> String {")
            writer.line("guard !item.title.isEmpty else { return \(stringLiteral()) }")
            writer.line("return item.count > \(rng.int(9...999)) ? \"\\(item.title) (99+)\" : \"\\(item.title) (\\(item.count))\"")
            writer.close()
        }
        writer.close()
    }

    mutating func viewExpression(depth: Int, maxDepth: Int) {
        if depth >= maxDepth || (depth > 0 && rng.chance(0.3)) {
            leafView(depth: depth, maxDepth: maxDepth)
        } else {
            let container = String(format: rng.pick(Vocabulary.containers), rng.int(0...16))
            writer.open("\(container) {")
            for _ in 0..<rng.int(1...4) {
                viewExpression(depth: depth + 1, maxDepth: maxDepth)
            }
            writer.close()
        }
        modifierChain(count: rng.int(0...(depth == 0 ? 9 : 5)))
    }

    mutating func leafView(depth: Int, maxDepth: Int) {
        switch rng.int(0...11) {
        case 0, 1:
            writer.line("Text(\(stringLiteral()))")
        case 2:
            writer.line("Image(systemName: \"\(rng.pick(Vocabulary.symbols))\")")
        case 3:
            writer.open("Button(\"\(rng.pick(Vocabulary.phrases))\") {")
            writer.line("withAnimation(.snappy) { isExpanded.toggle() }")
            writer.close()
        case 4:
            writer.open("Button(action: { on\(rng.pick(Vocabulary.verbs).capitalized)(items[0]) }) {")
            writer.line("Label(\"\(rng.pick(Vocabulary.phrases))\", systemImage: \"\(rng.pick(Vocabulary.symbols))\")")
            writer.close()
        case 5:
            writer.line("Toggle(\"\(rng.pick(Vocabulary.phrases))\", isOn: $isExpanded)")
        case 6:
            writer.line(rng.chance(0.5) ? "Spacer(minLength: \(rng.int(0...24)))" : "Divider()")
        case 7, 8:
            writer.open("ForEach(items) { item in")
            writer.line("\(rng.pick(Vocabulary.nouns))Row(item: item, isSelected: selection == item.id, onOpen: { selection = item.id })")
            modifierChain(count: rng.int(0...3))
            writer.close()
        case 9:
            writer.open("if isExpanded {")
            writer.line("Text(verbatim: \(stringLiteral()))")
            writer.close("} else {")
            writer.indent()
            writer.line("ProgressView()")
            writer.close()
        case 10:
            writer.line("TextField(\"Search\", text: $query, prompt: Text(\"\(rng.pick(Vocabulary.phrases))\"))")
        default:
            writer.line("\(rng.pick(Vocabulary.adjectives))\(rng.pick(Vocabulary.nouns))View(items: items, selection: $selection)")
        }
    }

    /// `count` modifiers, one level deeper than the view they follow (SwiftUI house style).
    mutating func modifierChain(count: Int) {
        writer.indent()
        defer { writer.dedent() }
        var i = 0
        while i < count {
            if rng.chance(0.08) {
                writer.line("#if os(iOS)")
                modifier()
                if rng.chance(0.5) {
                    writer.line("#elseif os(macOS)")
                    writer.line(".onHover { hovering in isHovered = hovering }")
                }
                writer.line("#endif")
            } else {
                modifier()
            }
            i += 1
        }
    }

    mutating func modifier() {
        switch rng.int(0...23) {
        case 0: writer.line(".padding()")
        case 1: writer.line(".padding(.horizontal, \(rng.int(2...24)))")
        case 2: writer.line(".font(.system(size: \(rng.int(9...22)), weight: .semibold))")
        case 3: writer.line(".font(\(rng.pick(Vocabulary.fonts)))")
        case 4: writer.line(".foregroundStyle(\(rng.pick(Vocabulary.styles)))")
        case 5: writer.line(".foregroundStyle(Color(red: \(unit()), green: \(unit()), blue: \(unit())))")
        case 6: writer.line(".background(Color(hex: \(String(format: "0x%06X", rng.int(0...0xFFFFFF)))))")
        case 7: writer.line(".frame(maxWidth: .infinity, alignment: .leading)")
        case 8: writer.line(".frame(width: \(number()), height: \(rng.int(16...64)))")
        case 9: writer.line(".clipShape(RoundedRectangle(cornerRadius: \(rng.int(2...20)), style: .continuous))")
        case 10: writer.line(".opacity(isExpanded ? 1 : 0.\(rng.int(1...9)))")
        case 11: writer.line(".animation(.spring(response: 0.\(rng.int(2...6)), dampingFraction: 0.\(rng.int(5...9))), value: isExpanded)")
        case 12: writer.line(".animation(.easeInOut(duration: 0.\(rng.int(1...4))), value: query)")
        case 13:
            writer.open(".onTapGesture {")
            writer.line("withAnimation(.smooth) { isExpanded.toggle() }")
            writer.close()
        case 14:
            writer.open(".task(id: query) {")
            writer.line("try? await Task.sleep(for: .milliseconds(\(rng.int(50...400))))")
            writer.line("guard !Task.isCancelled else { return }")
            writer.close()
        case 15: writer.line(".accessibilityLabel(Text(\(stringLiteral())))")
        case 16:
            writer.open(".overlay(alignment: .topTrailing) {")
            writer.line("Circle().fill(.red).frame(width: \(rng.int(4...8)), height: \(rng.int(4...8)))")
            writer.close()
        case 17: writer.line(".shadow(color: .black.opacity(0.\(rng.int(05...30))), radius: \(rng.int(1...12)), y: \(rng.int(0...4)))")
        case 18: writer.line(".lineLimit(\(rng.int(1...3)))")
        case 19:
            writer.open(".contextMenu {")
            writer.line("Button(\"Delete\", role: .destructive) { selection = nil }")
            writer.line("Button(\"\(rng.pick(Vocabulary.verbs).capitalized)\") { }")
            writer.close()
        case 20: writer.line(".transition(.move(edge: .trailing).combined(with: .opacity))")
        case 21: writer.line(".scaleEffect(isExpanded ? 1 : 0.98, anchor: .center) // \(rng.pick(Vocabulary.comments))")
        case 22: writer.line(".offset(x: -\(number()), y: \(number()))")
        default: writer.line(".background(.ultraThinMaterial, in: Capsule()) /* glass: \(rng.pick(Vocabulary.nouns)) */")
        }
    }

    // MARK: Other declarations

    mutating func writeModel(name: String) {
        let noun = rng.pick(Vocabulary.nouns)
        writer.blank()
        writer.line("// MARK: - \(name)")
        writer.blank()
        writer.line("@MainActor")
        writer.line("@Observable")
        writer.open("final class \(name) {")
        writer.line("var items: [\(noun)] = []")
        writer.line("var isLoading = false")
        writer.line("private let pageSize = \(rng.int(10...200))")
        writer.line("private var cache: [String: Int] = [:]")
        writer.blank()
        writer.open("func load() async {")
        writer.line("isLoading = true")
        writer.line("defer { isLoading = false }")
        writer.open("do {")
        writer.line("let page = try await client.fetch(page: 0, size: pageSize)")
        writer.line("items = page.filter { !$0.isArchived }.sorted { $0.date > $1.date }")
        writer.close("} catch {")
        writer.indent()
        writer.line("log(\"load failed: \\(error.localizedDescription)\")")
        writer.close()
        writer.close()
        for _ in 0..<rng.int(1...3) {
            let verb = rng.pick(Vocabulary.verbs)
            writer.blank()
            writer.line("/// \(rng.pick(Vocabulary.comments))")
            writer.open("func \(verb)(_ item: \(noun), at offset: Int = \(rng.int(0...9))) -> Double {")
            writer.line("guard let index = items.firstIndex(where: { $0.id == item.id }) else { return -1 }")
            writer.line("let weight = Double(index + offset) * \(number()) / \(rng.int(1...9)).0 + \(number())")
            writer.open("switch index {")
            writer.line("case 0: return weight")
            writer.line("case 1...\(rng.int(2...20)): return weight * 0.5")
            writer.line("default: return cache[\"\\(item.id)\", default: \(rng.int(0...9))] > 0 ? weight : 0")
            writer.close()
            writer.close()
        }
        writer.close()
    }

    mutating func writeEnum(name: String) {
        let cases = (0..<rng.int(3...8)).map { _ in lowerName() }
        let unique = Array(Set(cases)).sorted()
        writer.blank()
        writer.open("enum \(name): String, CaseIterable, Identifiable, Sendable {")
        for c in unique {
            writer.line(rng.chance(0.3) ? "case \(c) = \"\(c)-\(rng.int(1...99))\"" : "case \(c)")
        }
        writer.blank()
        writer.line("var id: Self { self }")
        writer.blank()
        writer.open("var title: LocalizedStringKey {")
        writer.open("switch self {")
        for c in unique {
            writer.line("case .\(c): \"\(rng.pick(Vocabulary.phrases))\"")
        }
        writer.close()
        writer.close()
        writer.blank()
        writer.open("var symbol: String {")
        writer.open("switch self {")
        for c in unique {
            writer.line("case .\(c): \"\(rng.pick(Vocabulary.symbols))\"")
        }
        writer.close()
        writer.close()
        writer.close()
    }

    mutating func writeTokens() {
        let base = lowerName()
        writer.blank()
        writer.open("extension Color {")
        for i in 0..<rng.int(2...6) {
            if rng.chance(0.5) {
                writer.line("static let \(base)\(i) = Color(red: \(unit()), green: \(unit()), blue: \(unit()))")
            } else {
                writer.line("static let \(base)Hex\(i) = Color(hex: \"#\(String(format: "%06X", rng.int(0...0xFFFFFF)))\")")
            }
        }
        writer.close()
        writer.blank()
        writer.open("extension Font {")
        writer.line("static let \(base)Title = Font.system(size: \(rng.int(11...28)), weight: .semibold, design: .rounded)")
        writer.line("static let \(base)Body = Font.custom(\"Geist\", size: \(rng.int(11...17)), relativeTo: .body)")
        writer.close()
        writer.blank()
        writer.open("extension Animation {")
        writer.line("static let \(base)Settle: Animation = .spring(duration: 0.\(rng.int(2...5)), bounce: 0)")
        writer.line("static let \(base)Glide = Animation.timingCurve(0.2, 0, 0, 1, duration: 0.\(rng.int(2...6)))")
        writer.close()
    }

    mutating func writeStyle(name: String) {
        writer.blank()
        writer.open("struct \(name)ButtonStyle: ButtonStyle {")
        writer.line("var isProminent = \(rng.chance(0.5))")
        writer.blank()
        writer.open("func makeBody(configuration: Configuration) -> some View {")
        writer.line("configuration.label")
        modifierChain(count: rng.int(3...8))
        writer.indent()
        writer.line(".opacity(configuration.isPressed ? 0.8 : 1)")
        writer.dedent()
        writer.close()
        writer.close()
        writer.blank()
        writer.open("struct \(name)Modifier: ViewModifier {")
        writer.line("@State private var isExpanded = false")
        writer.line("@State private var query = \"\"")
        writer.line("@State private var isHovered = false")
        writer.blank()
        writer.open("func body(content: Content) -> some View {")
        writer.line("content")
        modifierChain(count: rng.int(2...7))
        writer.close()
        writer.close()
        writer.blank()
        writer.open("extension View {")
        writer.open("func \(name.prefix(1).lowercased() + name.dropFirst())() -> some View {")
        writer.line("modifier(\(name)Modifier())")
        writer.close()
        writer.close()
    }

    mutating func writeUtilities(name: String) {
        let lower = name.prefix(1).lowercased() + name.dropFirst()
        writer.blank()
        writer.line("/* \(rng.pick(Vocabulary.comments))")
        writer.line("   /* Nested: the parser must count these. */")
        writer.line(" */")
        writer.open("func parse\(name)(_ text: String) -> [String: Int] {")
        writer.line("let pattern = #\"(\\w+)=(\\d+)\"#")
        writer.line("var result: [String: Int] = [:]")
        writer.open("for pair in text.split(separator: \",\") where !pair.isEmpty {")
        writer.line("let parts = pair.split(separator: \"=\", maxSplits: 1).map(String.init)")
        writer.line("guard parts.count == 2, let value = Int(parts[1]) else { continue }")
        writer.line("result[parts[0], default: 0] += value &* \(rng.int(1...7)) // pattern: \\(pattern)")
        writer.close()
        writer.line("_ = pattern")
        writer.line("return result")
        writer.close()
        writer.blank()
        writer.line("let \(lower)Help = \"\"\"")
        writer.line("    \(rng.pick(Vocabulary.phrases)). \(rng.pick(Vocabulary.comments))")
        writer.line("    Quoted \"text\" and an interpolation: \\(\(rng.int(1...99)) + \(rng.int(1...99))).")
        writer.line("    \"\"\"")
        if rng.chance(0.3) {
            writer.blank()
            writer.line("let \(lower)Pattern = /(?<key>[a-z]+):\\s*(?<value>\\d+)/")
        }
    }

    mutating func writePreview() {
        writer.blank()
        let debug = rng.chance(0.4)
        if debug { writer.line("#if DEBUG") }
        writer.open("#Preview(\"\(rng.pick(Vocabulary.phrases))\") {")
        writer.line("\(fileName)(items: [], selection: .constant(nil))")
        writer.indent()
        writer.line(".padding(\(rng.int(8...32)))")
        writer.line(".frame(width: \(rng.int(280...420)))")
        writer.dedent()
        writer.close()
        if debug { writer.line("#endif") }
    }
}

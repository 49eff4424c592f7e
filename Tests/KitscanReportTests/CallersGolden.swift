/// The reviewed callers list of `Fixtures.callers`.
enum CallersGolden {
    static let markdown = #"""
    # Callers list

    3 kit components, 4 callers in the app across 2 files; 1 use in previews and 1 use in tests, listed apart.

    No callers (candidates to remove): `kitGlass`.

    1 app view not yet on the debt list.

    **1 file could not be read**: see the end of this list.

    Modifiers in **bold** change the component's form. A modifier's `#if` condition is shown after it; `!( … )` is an `#else` branch.

    | Component | Kind | Defined at | Callers | In the kit | Previews | Tests |
    | --- | --- | --- | ---: | ---: | ---: | ---: |
    | [KitListCard](#kitlistcard) | view | [Card.swift:3](OmoKit/Sources/Card.swift#L3) | 1 | 0 | 0 | 0 |
    | [KitRow](#kitrow) | view | [Row.swift:12](OmoKit/Sources/Row.swift#L12) | 3 | 0 | 1 | 1 |
    | [kitGlass](#kitglass) | modifier | [Glass.swift:5](OmoKit/Sources/Glass.swift#L5) | 0 | 0 | 0 | 0 |

    ## KitListCard

    A **view**, defined at [Card.swift:3](OmoKit/Sources/Card.swift#L3): 1 caller.

    **Callers**

    | Location | Declaration | Arguments | Modifiers | Handlers |
    | --- | --- | --- | --- | --- |
    | [MailList.swift:40](App/Mail/MailList.swift#L40) | `MailList.body` | `title: "Inbox"`<br>`{ … }` |   |   |

    **Configurations in use**

    | Configuration | Callers |
    | --- | ---: |
    | `KitListCard(title:) { }` | 1 |

    **Parameters no caller passes**

    - `content`

    Some callers pass an unlabelled trailing closure, which fills a parameter without naming it: check these before removing one.

    ## KitRow

    A **view**, defined at [Row.swift:12](OmoKit/Sources/Row.swift#L12): 3 callers, 1 in previews, 1 in tests.

    **Callers**

    | Location | Declaration | Arguments | Modifiers | Handlers | `#if` | Inside |
    | --- | --- | --- | --- | --- | --- | --- |
    | [MailList.swift:42](App/Mail/MailList.swift#L42) | `MailList.body` | `item: letter.kitItem`<br>`onOpen: { open(letter) }` | **`.padding(.horizontal, 12)`**<br>`.onHover { … }` under `#if os(macOS)` | `onOpen` |   | `KitListCard` |
    | [MailList.swift:60](App/Mail/MailList.swift#L60) | `MailList.body` | `item: draft.kitItem` |   |   | `os(iOS)` |   |
    | [Today.swift:7](App/Today/Today.swift#L7) | `TodayView.body` | `item: task.kitItem`<br>`onOpen: { open(task) }` |   | `onOpen` |   |   |

    **Configurations in use**

    | Configuration | Callers |
    | --- | ---: |
    | `KitRow(item:onOpen:)` | 2 |
    | `KitRow(item:)` | 1 |

    **Parameters no caller passes**

    - `accessory` (passed only inside the kit, in previews or in tests)

    **In previews** (1, not counted as callers)

    | Location | Declaration | Arguments | Modifiers | Handlers |
    | --- | --- | --- | --- | --- |
    | [MailList.swift:90](App/Mail/MailList.swift#L90) | `MailList_Previews.previews` | `item: .sample`<br>`accessory: .chevron` |   |   |

    **In tests** (1, not counted as callers)

    | Location | Declaration | Arguments | Modifiers | Handlers |
    | --- | --- | --- | --- | --- |
    | [RowTests.swift:14](Tests/RowTests.swift#L14) | `RowTests.testRow` | `item: .sample` |   |   |

    ## kitGlass

    A **modifier**, defined at [Glass.swift:5](OmoKit/Sources/Glass.swift#L5): 0 callers.

    No callers: a candidate to remove.

    **Parameters no caller passes**

    - `tint`

    ## Views not yet on the debt list

    App types that draw but are not named (in backticks) in the debt list. Add each to the debt list, or move it into the kit.

    | View | Kind | Defined at |
    | --- | --- | --- |
    | `MailRow` | view | [MailRow.swift:8](App/Mail/MailRow.swift#L8) |

    ## Files that could not be read

    Their uses are missing from this list until they are fixed.

    | File | Reason |
    | --- | --- |
    | [App/Broken.swift](App/Broken.swift) | not UTF-8 text |

    """#
}

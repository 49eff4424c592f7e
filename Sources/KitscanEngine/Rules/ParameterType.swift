import KitscanSupport

/// The type a rule declares for one of its parameters.
package enum ParameterType: String, Sendable, Hashable, CaseIterable {
    case number, integer, bool, string, stringArray, array, object, any

    /// True when `value` has this type.
    package func accepts(_ value: JSONValue) -> Bool {
        switch self {
        case .number: return value.numberValue != nil
        case .integer: return value.integerValue != nil
        case .bool: return value.boolValue != nil
        case .string: return value.stringValue != nil
        case .stringArray: return value.stringArrayValue != nil
        case .array: return value.arrayValue != nil
        case .object: return value.objectValue != nil
        case .any: return true
        }
    }

    /// "a number", for "expected … found …".
    package var expectation: String {
        switch self {
        case .number: return "a number"
        case .integer: return "a whole number"
        case .bool: return "true or false"
        case .string: return "a string"
        case .stringArray: return "a list of strings"
        case .array: return "a list"
        case .object: return "an object"
        case .any: return "a value"
        }
    }

    /// What to write instead.
    package var advice: String {
        switch self {
        case .number: return "Write a number, e.g. 12."
        case .integer: return "Write a whole number, e.g. 2."
        case .bool: return "Write true or false (without quotes)."
        case .string: return "Write a string in double quotes, e.g. \"text\"."
        case .stringArray: return "Write a list of strings, e.g. [\"A\", \"B\"]."
        case .array: return "Write a list in square brackets, e.g. []."
        case .object: return "Write an object in braces, e.g. {}."
        case .any: return "Write any JSON value."
        }
    }
}

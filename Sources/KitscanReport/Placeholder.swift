import KitscanRules
enum ReportPlaceholder {}

/// The points a burn-down draws. A long history (hundreds of commits) would give hundreds
/// of x-axis labels and table rows, so past `maxPoints` the commits are grouped by the
/// finest period that gives at most `maxPoints` groups — a day, a week (Monday to Sunday),
/// a month, two months, a quarter, half a year, a year — and each group is drawn as its
/// last commit. Five years of commits read as 30 two-month points, not five yearly ones.
public struct BurnDownSeries: Sendable, Equatable {
    public enum Period: String, Sendable, CaseIterable {
        case commit, day, week, month
        case twoMonths = "two months"
        case quarter
        case halfYear = "half-year"
        case year

        /// Months per group, for the periods that group months.
        var months: Int? {
            switch self {
            case .month: return 1
            case .twoMonths: return 2
            case .quarter: return 3
            case .halfYear: return 6
            default: return nil
            }
        }
    }

    /// More points than this are grouped.
    public static let maxPoints = 30

    /// One per commit, or the last commit of each period; oldest first.
    public var points: [HistoryPoint]
    /// One x-axis label per point: the date (with the commit where two share it), the
    /// Monday of the week, `YYYY-MM`, or `YYYY`.
    public var labels: [String]
    public var period: Period
    /// How many commits were given.
    public var commits: Int
    /// Every rule present in any point, sorted (the table's columns).
    public var rules: [String]
    /// The rules kept off the chart's scale (bookkeeping: they count paperwork, not code).
    public var bookkeeping: Set<String>

    public init(_ given: [HistoryPoint], bookkeeping: Set<String> = []) {
        commits = given.count
        rules = Set(given.flatMap(\.totals.keys)).sorted()
        self.bookkeeping = bookkeeping
        guard given.count > Self.maxPoints else {
            points = given
            period = .commit
            var dateCounts: [String: Int] = [:]
            for p in given { dateCounts[p.date, default: 0] += 1 }
            labels = given.map { dateCounts[$0.date]! > 1 ? "\($0.date) \($0.commit)" : $0.date }
            return
        }
        for period in [Period.day, .week, .month, .twoMonths, .quarter, .halfYear] {
            let (points, labels) = Self.group(given, by: period)
            if points.count <= Self.maxPoints {
                (self.points, self.labels, self.period) = (points, labels, period)
                return
            }
        }
        (points, labels) = Self.group(given, by: .year)
        period = .year
    }

    /// The last point of each run of consecutive points in the same period, and its label.
    static func group(_ given: [HistoryPoint], by period: Period) -> ([HistoryPoint], [String]) {
        var points: [HistoryPoint] = []
        var labels: [String] = []
        for point in given {
            let key = label(point.date, period)
            if labels.last == key {
                points[points.count - 1] = point
            } else {
                points.append(point)
                labels.append(key)
            }
        }
        return (points, labels)
    }

    /// The period of a `YYYY-MM-DD` date, as its label. A date in another form stands for
    /// itself (each its own group).
    static func label(_ date: String, _ period: Period) -> String {
        let parts = date.split(separator: "-")
        guard parts.count == 3, let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]),
              (1...12).contains(m), (1...31).contains(d), parts[0].count == 4 else { return date }
        switch period {
        case .commit, .day:
            return date
        case .week:
            let days = CivilDate.days(y, m, d)
            // 1970-01-01 (day 0) was a Thursday: three days after a Monday.
            let monday = days - ((days + 3) % 7 + 7) % 7
            let (my, mm, md) = CivilDate.civil(monday)
            return CivilDate.format(my, mm, md)
        case .month, .twoMonths, .quarter, .halfYear:
            // The group's first month: 2024-01, 2024-03 … for two months.
            let span = period.months!
            let first = (m - 1) / span * span + 1
            return String(parts[0]) + "-" + (first < 10 ? "0" : "") + String(first)
        case .year:
            return String(parts[0])
        }
    }

    /// A point's total on the chart: its rules' findings, bookkeeping rules left out.
    public func chartTotal(_ point: HistoryPoint) -> Int {
        bookkeeping.isEmpty ? point.total : point.totals.filter { !bookkeeping.contains($0.key) }.values.reduce(0, +)
    }

    /// Says which rules are in the table only, or nil when none of the points has any.
    public var bookkeepingNote: String? {
        let present = rules.filter(bookkeeping.contains)
        guard !present.isEmpty else { return nil }
        return "Off the chart (bookkeeping: the debt list and exceptions, not the code): "
            + present.map { "`\($0)`" }.joined(separator: ", ") + "; the table counts them, and its total includes them."
    }

    /// Says how the points were grouped, or nil when there is one per commit.
    public var groupingNote: String? {
        guard period != .commit else { return nil }
        return "\(commits) commits, grouped by \(period.rawValue) (the last commit of each)."
    }

    /// The heading of the table's first column.
    var periodHeading: String {
        switch period {
        case .commit, .day: return "Date"
        case .week: return "Week of"
        case .month, .twoMonths, .quarter, .halfYear: return "From"
        case .year: return "Year"
        }
    }
}

/// Proleptic Gregorian dates as day counts from 1970-01-01, by integer arithmetic (no
/// calendar or time zone can change the result).
enum CivilDate {
    static func days(_ year: Int, _ month: Int, _ day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    static func civil(_ days: Int) -> (Int, Int, Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (m <= 2 ? 1 : 0), m, d)
    }

    static func format(_ y: Int, _ m: Int, _ d: Int) -> String {
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : String(n) }
        return String(y) + "-" + two(m) + "-" + two(d)
    }
}

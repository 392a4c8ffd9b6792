import Foundation

/// How busy the machine's cores are with other processes, from `/proc/stat` (Linux): a helper thread for a page is
/// worth starting only when a core is idle. Measured on this 2-core VM while other builds and tests kept 1–2 cores
/// busy (load 2.5–4.6), a speculative second reading started beside every first reading took CPU from it: pages
/// read well at once took 1.1–2.3× as long, whole process, as on one core (maths-scan 1.10 → 2.11 s).
struct CPUActivity {
    /// The machine's busy time and this process's CPU time at one moment.
    struct Sample {
        /// Seconds all cores together spent on anything but idling (user, nice, system, interrupts, steal).
        var busy: Double
        /// Seconds of CPU this process has used (all its threads).
        var own: Double
        /// Threads runnable on the machine right now, the caller included.
        var running: Int
        var uptime: UInt64 = DispatchTime.now().uptimeNanoseconds
    }

    /// Now, or nil where `/proc/stat` cannot be read.
    static func sample() -> Sample? {
        guard let stat = try? String(contentsOfFile: "/proc/stat", encoding: .utf8) else { return nil }
        var busy: Double?
        var running: Int?
        for line in stat.split(separator: "\n") {
            let fields = line.split(separator: " ")
            if fields.first == "cpu" {
                // user nice system idle iowait irq softirq steal (guest time is inside user).
                let ticks = fields.dropFirst().prefix(8).compactMap { Double($0) }
                guard ticks.count == 8 else { return nil }
                busy = (ticks[0] + ticks[1] + ticks[2] + ticks[5] + ticks[6] + ticks[7]) / Double(sysconf(Int32(_SC_CLK_TCK)))
            } else if fields.first == "procs_running", fields.count > 1 {
                running = Int(fields[1])
            }
        }
        var usage = rusage()
        guard let busy, let running, getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return nil }
        let own = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        return Sample(busy: busy, own: own, running: running)
    }

    /// Cores other processes kept busy on average from `start` to `end`; nil over less than a tenth of a second
    /// (the kernel counts in hundredths).
    static func othersLoad(from start: Sample, to end: Sample) -> Double? {
        let seconds = Double(end.uptime - start.uptime) / 1e9
        guard seconds >= 0.1 else { return nil }
        return max(0, (end.busy - start.busy) - (end.own - start.own)) / seconds
    }
}

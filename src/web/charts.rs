//! Line charts drawn on the server as inline SVG: no script, a `viewBox` that scales to a
//! 360 px phone, and their text alternatives (`role="img"`, an `aria-label`, `<title>` and
//! `<desc>`); every page that shows one shows its numbers as a table beside it
//! (`templates/statistics/chart.html`). Every text written into the SVG is escaped here.
//!
//! Only drawing: the numbers come from `tournament::statistics` or a game's sheet, and the
//! words (title, summary, labels) from the page that asks.

use std::fmt::Write;

/// A chart of one or more lines over the same points of an x axis.
pub struct LineChart {
    /// Unique on its page: the ids of the title and description hang from it.
    pub id: String,
    pub title: String,
    /// The chart in a sentence: its `<desc>`, and the text shown to whoever cannot see it.
    pub summary: String,
    /// What the x axis counts ("Round", "Hand"), for the table.
    pub x_name: String,
    pub x_labels: Vec<String>,
    pub series: Vec<Series>,
    /// Places: the axis runs from 1 at the top down to `places`, in whole steps.
    pub places: Option<u8>,
}

/// One line: its name and a value per x label, each with its text for the table.
pub struct Series {
    pub name: String,
    pub values: Vec<f64>,
    pub texts: Vec<String>,
}

/// Distinct for the common kinds of colour blindness (Okabe and Ito's palette); lines past
/// the fourth are also dashed, so that they differ in more than colour.
const COLOURS: [&str; 8] = [
    "#0072b2", "#d55e00", "#009e73", "#cc79a7", "#e69f00", "#56b4e9", "#000000", "#999999",
];
const WIDTH: f64 = 360.0;
const LEFT: f64 = 48.0;
const RIGHT: f64 = 12.0;
const TOP: f64 = 10.0;
const PLOT_HEIGHT: f64 = 160.0;
/// Below the plot: the x labels, then one legend line per series.
const X_LABELS: f64 = 22.0;
const LEGEND_LINE: f64 = 18.0;

/// Characters of a name that fit a legend line beside its line and last value.
const LEGEND_CHARACTERS: usize = 30;

/// `text` cut to `most` characters, an ellipsis marking the cut.
fn shortened(text: &str, most: usize) -> String {
    if text.chars().count() <= most {
        return text.to_string();
    }
    let kept: String = text.chars().take(most - 1).collect();
    format!("{}…", kept.trim_end())
}

/// `text` safe inside an SVG element or attribute.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// The y axis: its lowest and highest value and the values given a line and a label.
struct Axis {
    low: f64,
    high: f64,
    ticks: Vec<f64>,
}

impl Axis {
    /// An axis over `values` with 0 in it (points read against the start) and round steps.
    fn over(values: impl Iterator<Item = f64>) -> Axis {
        let (mut low, mut high) = (0.0f64, 0.0f64);
        for value in values.filter(|v| v.is_finite()) {
            low = low.min(value);
            high = high.max(value);
        }
        if (high - low).abs() < f64::EPSILON {
            high = low + 1.0;
        }
        let step = round_step((high - low) / 4.0);
        let low = (low / step).floor() * step;
        let high = (high / step).ceil() * step;
        let count = ((high - low) / step).round() as usize;
        let ticks = (0..=count).map(|i| low + step * i as f64).collect();
        Axis { low, high, ticks }
    }

    /// Places 1 to `last`, 1 at the top.
    fn places(last: u8) -> Axis {
        let last = f64::from(last.max(2));
        Axis {
            low: last,
            high: 1.0,
            ticks: (1..=last as usize).map(|p| p as f64).collect(),
        }
    }

    /// The height of `value` in the drawing.
    fn y(&self, value: f64) -> f64 {
        TOP + PLOT_HEIGHT * (self.high - value) / (self.high - self.low)
    }
}

/// A step of 1, 2 or 5 times a power of ten, at least `raw`.
fn round_step(raw: f64) -> f64 {
    let magnitude = 10f64.powf(raw.log10().floor());
    [1.0, 2.0, 5.0, 10.0]
        .into_iter()
        .map(|m| m * magnitude)
        .find(|step| *step >= raw)
        .unwrap_or(10.0 * magnitude)
}

/// A tick's label: whole numbers without a fraction, large ones in thousands.
fn tick_label(value: f64) -> String {
    let text = if value.abs() >= 10_000.0 {
        format!("{}k", value / 1000.0)
    } else {
        format!("{value}")
    };
    text.replace('-', "−")
}

impl LineChart {
    /// The x position of point `index` of `count`.
    fn x(index: usize, count: usize) -> f64 {
        let plot = WIDTH - LEFT - RIGHT;
        if count <= 1 {
            return LEFT + plot / 2.0;
        }
        LEFT + plot * index as f64 / (count - 1) as f64
    }

    /// The numbers as a table's rows: each x label with every line's text at it.
    pub fn rows(&self) -> Vec<(&str, Vec<&str>)> {
        self.x_labels
            .iter()
            .enumerate()
            .map(|(index, label)| {
                let texts = self
                    .series
                    .iter()
                    .map(|s| s.texts.get(index).map_or("", String::as_str))
                    .collect();
                (label.as_str(), texts)
            })
            .collect()
    }

    /// The chart as an SVG element, ready to put inline in a page.
    pub fn svg(&self) -> String {
        let axis = match self.places {
            Some(last) => Axis::places(last),
            None => Axis::over(self.series.iter().flat_map(|s| s.values.iter().copied())),
        };
        let height = TOP + PLOT_HEIGHT + X_LABELS + LEGEND_LINE * self.series.len() as f64 + 6.0;
        let id = escape(&self.id);
        let mut svg = String::new();
        let _ = write!(
            svg,
            r#"<svg xmlns="http://www.w3.org/2000/svg" class="chart" viewBox="0 0 {WIDTH} {height}" role="img" aria-label="{title}" aria-labelledby="{id}-title {id}-desc"><title id="{id}-title">{title}</title><desc id="{id}-desc">{summary}</desc>"#,
            title = escape(&self.title),
            summary = escape(&self.summary),
        );
        self.draw_axes(&mut svg, &axis);
        for (index, series) in self.series.iter().enumerate() {
            self.draw_series(&mut svg, &axis, index, series);
        }
        svg.push_str("</svg>");
        svg
    }

    fn draw_axes(&self, svg: &mut String, axis: &Axis) {
        let right = WIDTH - RIGHT;
        for &tick in &axis.ticks {
            let y = axis.y(tick);
            let zero = tick == 0.0 && self.places.is_none();
            let _ = write!(
                svg,
                r##"<line x1="{LEFT}" y1="{y:.1}" x2="{right}" y2="{y:.1}" stroke="{}" stroke-width="1"/><text x="{:.1}" y="{:.1}" font-size="13" text-anchor="end" fill="#444">{}</text>"##,
                if zero { "#888" } else { "#e3e3e3" },
                LEFT - 4.0,
                y + 4.0,
                escape(&tick_label(tick)),
            );
        }
        let count = self.x_labels.len();
        // At most about eight labels fit across a phone.
        let every = count.div_ceil(8).max(1);
        let baseline = TOP + PLOT_HEIGHT + 15.0;
        for (index, label) in self.x_labels.iter().enumerate() {
            if index % every == 0 || index + 1 == count {
                // The first label starts at the axis and the last ends at the plot's edge: a
                // centred first label ("départ") runs under the lowest tick's number, and a
                // centred last one past the chart's right side.
                let anchor = match index {
                    _ if count == 1 => "middle",
                    0 => "start",
                    _ if index + 1 == count => "end",
                    _ => "middle",
                };
                let _ = write!(
                    svg,
                    r##"<text x="{:.1}" y="{baseline}" font-size="13" text-anchor="{anchor}" fill="#444">{}</text>"##,
                    Self::x(index, count),
                    escape(label),
                );
            }
        }
    }

    fn draw_series(&self, svg: &mut String, axis: &Axis, index: usize, series: &Series) {
        let colour = COLOURS[index % COLOURS.len()];
        let dash = if index >= 4 {
            r#" stroke-dasharray="5 3""#
        } else {
            ""
        };
        let count = self.x_labels.len();
        let points: Vec<String> = series
            .values
            .iter()
            .enumerate()
            .map(|(i, &v)| format!("{:.1},{:.1}", Self::x(i, count), axis.y(v)))
            .collect();
        let _ = write!(
            svg,
            r#"<g><title>{}</title><polyline points="{}" fill="none" stroke="{colour}" stroke-width="2"{dash}/>"#,
            escape(&series.name),
            points.join(" "),
        );
        for point in &points {
            let (x, y) = point.split_once(',').unwrap_or_default();
            let _ = write!(
                svg,
                r#"<circle cx="{x}" cy="{y}" r="2.5" fill="{colour}"/>"#
            );
        }
        let y = TOP + PLOT_HEIGHT + X_LABELS + LEGEND_LINE * index as f64 + 8.0;
        // The legend has one line of a phone's width; the whole name is the line's title and
        // in the table.
        let name = shortened(&series.name, LEGEND_CHARACTERS);
        let last = series.texts.last().map_or("", String::as_str);
        let _ = write!(
            svg,
            r##"<line x1="{LEFT}" y1="{y:.1}" x2="{:.1}" y2="{y:.1}" stroke="{colour}" stroke-width="3"{dash}/><text x="{:.1}" y="{:.1}" font-size="13" fill="#222">{} <tspan fill="#555">{}</tspan></text></g>"##,
            LEFT + 22.0,
            LEFT + 28.0,
            y + 4.0,
            escape(&name),
            escape(last),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_are_round_and_the_axis_holds_zero() {
        assert_eq!(round_step(3.2), 5.0);
        assert_eq!(round_step(1500.0), 2000.0);
        let axis = Axis::over([25000.0, 55000.0, -17000.0].into_iter());
        assert!(axis.low <= -17000.0 && axis.high >= 55000.0);
        assert!(axis.ticks.contains(&0.0));
        // Places run down from 1.
        let places = Axis::places(4);
        assert!(places.y(1.0) < places.y(4.0));
    }

    #[test]
    fn a_long_name_is_cut_for_the_legend() {
        assert_eq!(shortened("Dev", 30), "Dev");
        let long = "Maximiliane Alexandra Wolkenstein-Trostburg von Ōtani y Zoë";
        let cut = shortened(long, 30);
        assert_eq!(cut.chars().count(), 30);
        assert!(cut.ends_with('…'), "{cut}");
    }

    #[test]
    fn every_text_is_escaped() {
        let chart = LineChart {
            id: "c".into(),
            title: "<b>&".into(),
            summary: "\"quoted\"".into(),
            x_name: "Round".into(),
            x_labels: vec!["R<1>".into()],
            series: vec![Series {
                name: "Ben & 'Dev'".into(),
                values: vec![1.0],
                texts: vec!["+1".into()],
            }],
            places: None,
        };
        let svg = chart.svg();
        for raw in ["<b>", "& ", "\"quoted\"", "R<1>", "'Dev'"] {
            assert!(!svg.contains(raw), "{raw} in {svg}");
        }
        assert!(svg.contains("Ben &amp; &#39;Dev&#39;"), "{svg}");
    }

    #[test]
    fn the_first_x_label_starts_at_the_axis_and_the_last_ends_at_the_edge() {
        let chart = |labels: &[&str]| LineChart {
            id: "c".into(),
            title: "t".into(),
            summary: "s".into(),
            x_name: "Round".into(),
            x_labels: labels.iter().map(|l| l.to_string()).collect(),
            series: vec![],
            places: None,
        };
        let anchor_of = |svg: &str, label: &str| {
            let end = svg.find(&format!(">{label}</text>")).unwrap();
            let start = svg[..end].rfind("<text").unwrap();
            let tag = &svg[start..end];
            let at = tag.find("text-anchor=\"").unwrap() + 13;
            tag[at..].split('"').next().unwrap().to_string()
        };
        let svg = chart(&["départ", "R1", "R2"]).svg();
        assert_eq!(anchor_of(&svg, "départ"), "start");
        assert_eq!(anchor_of(&svg, "R1"), "middle");
        assert_eq!(anchor_of(&svg, "R2"), "end");
        // A single point sits in the middle, its label centred under it.
        assert_eq!(anchor_of(&chart(&["start"]).svg(), "start"), "middle");
    }
}

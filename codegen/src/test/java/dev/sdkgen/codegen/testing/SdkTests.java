package dev.sdkgen.codegen.testing;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * A run of a generated SDK's own tests (docs/codegen.md, "Runtime gate") read into one shape for every language: each
 * test by name with its outcome and, for a failure, what the runner printed about it. One reader per report format
 * (unittest's verbose lines, {@code go test -json}); the language toolchains choose theirs.
 */
public final class SdkTests {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** How a test ended. */
    public enum Status { PASSED, FAILED, SKIPPED }

    /** One test: its name as the runner gives it, its status, and the runner's words about a failure or skip. */
    public record Result(String name, Status status, String detail) {
        /**
         * The runner's words in one line: node:test's {@code error:} value, else the last line (a traceback's exception,
         * Go's last message).
         */
        public String summary() {
            Matcher error = TAP_ERROR.matcher(detail);
            if (error.find()) {
                return error.group(1).strip().replaceAll("^'|'$", "");
            }
            List<String> lines = detail.lines().map(String::strip).filter(l -> !l.isEmpty() && !l.startsWith("--- ")).toList();
            return lines.isEmpty() ? "" : lines.get(lines.size() - 1);
        }
    }

    /** {@code error: '...'} or {@code error: |-} and its first indented line, in a TAP failure's block. */
    private static final Pattern TAP_ERROR = Pattern.compile("(?m)^error: (?:\\|-\\n\\s+)?(.*)$");

    /**
     * The tests' run: the process (its output explains a run that reported no test at all, e.g. a compile error) and
     * each test's result.
     */
    public record Run(Processes.Result process, List<Result> results) {
        public long count(Status status) {
            return results.stream().filter(r -> r.status() == status).count();
        }
    }

    private SdkTests() {
    }

    /** {@code test_list (tests.test_pets.TestPets.test_list) ... ok}, the docstring's line in between when there is one. */
    private static final Pattern UNITTEST_LINE = Pattern.compile(
            "(?m)^(\\w+) \\(([\\w.]+)\\)\\n?(?:[^\\n]*?) \\.\\.\\. (ok|FAIL|ERROR|skipped.*|expected failure|unexpected success)$");
    /** {@code FAIL: test_list (tests.test_pets.TestPets.test_list)} and a line of dashes head a failure's traceback. */
    private static final Pattern UNITTEST_FAILURE = Pattern.compile("(?m)^(?:FAIL|ERROR): (\\w+) \\(([\\w.]+)\\)\\n-{70}$");
    private static final Pattern UNITTEST_END = Pattern.compile("(?m)^(?:={70}|-{70})$");

    /** The results of {@code python -m unittest -v}: a failing test's detail is its traceback. */
    public static List<Result> fromUnittest(String output) {
        Map<String, String> tracebacks = new LinkedHashMap<>();
        Matcher failure = UNITTEST_FAILURE.matcher(output);
        while (failure.find()) {
            Matcher end = UNITTEST_END.matcher(output);
            int stop = end.find(failure.end()) ? end.start() : output.length();
            tracebacks.put(qualified(failure.group(1), failure.group(2)), output.substring(failure.end(), stop).strip());
        }
        List<Result> out = new ArrayList<>();
        Matcher line = UNITTEST_LINE.matcher(output);
        while (line.find()) {
            String name = qualified(line.group(1), line.group(2));
            String outcome = line.group(3);
            Status status = outcome.equals("ok") || outcome.equals("expected failure") ? Status.PASSED
                    : outcome.startsWith("skipped") ? Status.SKIPPED : Status.FAILED;
            out.add(new Result(name, status, status == Status.SKIPPED ? outcome : tracebacks.getOrDefault(name, outcome)));
        }
        return out;
    }

    /** Python 3.11 prints {@code (module.Class.method)}, earlier ones {@code (module.Class)}. */
    private static String qualified(String method, String inParentheses) {
        return inParentheses.endsWith("." + method) ? inParentheses : inParentheses + "." + method;
    }

    /**
     * The top-level tests of {@code go test -json} (a subtest is part of its test, as a unittest case is one test); a
     * test's detail is its output. A package that failed without any test (a compile error) adds a failed result named
     * after the package, with its output.
     */
    public static List<Result> fromGoTestJson(String output) {
        Map<String, StringBuilder> texts = new LinkedHashMap<>();
        Map<String, Status> tests = new LinkedHashMap<>();
        List<String> failedPackages = new ArrayList<>();
        for (JsonNode event : goEvents(output)) {
            String test = event.path("Test").asText("");
            String top = test.contains("/") ? test.substring(0, test.indexOf('/')) : test;
            String pkg = event.has("Package") ? event.path("Package").asText() : event.path("ImportPath").asText("?").split(" ")[0];
            String key = test.isEmpty() ? "package " + pkg : top;
            texts.computeIfAbsent(key, n -> new StringBuilder()).append(event.path("Output").asText(""));
            String action = event.path("Action").asText("");
            if (test.isEmpty()) {
                if (action.equals("fail")) {
                    failedPackages.add(key);
                }
            } else if (!test.contains("/")) {
                switch (action) {
                    case "pass" -> tests.put(test, Status.PASSED);
                    case "fail" -> tests.put(test, Status.FAILED);
                    case "skip" -> tests.put(test, Status.SKIPPED);
                    default -> { }
                }
            }
        }
        List<Result> out = new ArrayList<>();
        tests.forEach((name, status) -> out.add(new Result(name, status, status == Status.PASSED ? "" : texts.get(name).toString().strip())));
        if (!tests.containsValue(Status.FAILED)) {
            failedPackages.forEach(p -> out.add(new Result(p, Status.FAILED, texts.get(p).toString().strip())));
        }
        return out;
    }

    private static List<JsonNode> goEvents(String output) {
        List<JsonNode> events = new ArrayList<>();
        for (String line : output.lines().filter(l -> l.startsWith("{")).toList()) {
            try {
                events.add(JSON.readTree(line));
            } catch (IOException e) {
                // not an event: go test -json passes some tool output through
            }
        }
        return events;
    }

    /** {@code ok 1 - pets.list}, {@code not ok 2 - pets.create}, {@code ok 3 - x # SKIP reason}: a top-level test of node:test's TAP. */
    private static final Pattern TAP_LINE = Pattern.compile("(?m)^(not ok|ok) \\d+ - (.*?)(?: # (SKIP|TODO)\\b ?(.*))?$");
    /** The YAML block ({@code ---} to {@code ...}, indented two spaces) after a top-level test's line. */
    private static final Pattern TAP_BLOCK = Pattern.compile("\\n {2}---\\n(.*?)\\n {2}\\.\\.\\.$", Pattern.DOTALL | Pattern.MULTILINE);

    /**
     * The top-level tests of {@code node --test --test-reporter=tap} (a subtest is part of its test); a failure's detail
     * is its YAML block (error, location, stack). A title's {@code #} and backslash are unescaped.
     */
    public static List<Result> fromTap(String output) {
        List<Result> out = new ArrayList<>();
        Matcher line = TAP_LINE.matcher(output);
        while (line.find()) {
            String name = line.group(2).replace("\\#", "#").replace("\\\\", "\\");
            Status status = line.group(3) != null && line.group(3).equals("SKIP") ? Status.SKIPPED
                    : line.group(1).equals("ok") ? Status.PASSED : Status.FAILED;
            Matcher block = TAP_BLOCK.matcher(output).region(line.end(), output.length());
            String detail = status == Status.SKIPPED ? String.valueOf(line.group(4))
                    : status == Status.FAILED && block.lookingAt() ? block.group(1).stripIndent() : "";
            out.add(new Result(name, status, detail));
        }
        return out;
    }

    /** {@code <testcase name="..." classname="..." ...>} and its body, in JUnit's legacy XML reports. */
    private static final Pattern TESTCASE = Pattern.compile(
            "<testcase\\s[^>]*?name=\"([^\"]*)\"[^>]*?classname=\"([^\"]*)\"[^>]*?(?:/>|>(.*?)</testcase>)", Pattern.DOTALL);
    private static final Pattern MESSAGE = Pattern.compile("<(failure|error|skipped)(?:\\s[^>]*?message=\"([^\"]*)\")?");

    /**
     * The tests of JUnit's legacy XML reports ({@code TEST-*.xml} in {@code dir}, as surefire and the console launcher
     * write them): {@code Class.method()}; a failure's detail is its message and stack trace.
     */
    public static List<Result> fromJUnitReports(Path dir) {
        List<Result> out = new ArrayList<>();
        try (Stream<Path> files = Files.isDirectory(dir) ? Files.list(dir) : Stream.empty()) {
            for (Path report : files.filter(f -> f.getFileName().toString().matches("TEST-.*\\.xml")).sorted().toList()) {
                Matcher testcase = TESTCASE.matcher(Files.readString(report, StandardCharsets.UTF_8));
                while (testcase.find()) {
                    String body = testcase.group(3) == null ? "" : testcase.group(3);
                    Matcher message = MESSAGE.matcher(body);
                    String className = testcase.group(2).substring(testcase.group(2).lastIndexOf('.') + 1);
                    String name = className + "." + testcase.group(1);
                    if (!message.find()) {
                        out.add(new Result(name, Status.PASSED, ""));
                        continue;
                    }
                    String text = unescape(message.group(2) == null ? "" : message.group(2));
                    out.add(new Result(name, message.group(1).equals("skipped") ? Status.SKIPPED : Status.FAILED, text));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    private static String unescape(String xml) {
        return xml.replace("&#10;", "\n").replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"").replace("&apos;", "'")
                .replace("&amp;", "&");
    }
}

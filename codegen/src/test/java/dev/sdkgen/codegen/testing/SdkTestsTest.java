package dev.sdkgen.codegen.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sdkgen.codegen.testing.SdkTests.Result;
import dev.sdkgen.codegen.testing.SdkTests.Status;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The runtime gate's readers of each runner's report, on output the runners printed (Python 3.11, Go 1.26, Node 20, JUnit 6). */
class SdkTestsTest {
    private static final String RULE = "-".repeat(70);

    @Test
    void unittestVerboseLinesWithTracebacks() {
        String output = """
                test_create (test_api.TestPetstore.test_create) ... ok
                test_list (test_api.TestPetstore.test_list)
                List all pets ... FAIL
                test_retrieve (test_api.TestPetstore.test_retrieve) ... ERROR
                test_upload (test_api.TestPetstore.test_upload) ... skipped 'no file'

                ======================================================================
                FAIL: test_list (test_api.TestPetstore.test_list)
                %1$s
                Traceback (most recent call last):
                petstore._core.errors.UnprocessableEntityError: 422 string

                ======================================================================
                ERROR: test_retrieve (test_api.TestPetstore.test_retrieve)
                %1$s
                ConnectionRefusedError: [Errno 111] Connection refused

                %1$s
                Ran 4 tests in 0.101s

                FAILED (failures=1, errors=1, skipped=1)
                """.formatted(RULE);
        List<Result> results = SdkTests.fromUnittest(output);
        assertEquals(List.of(new Result("test_api.TestPetstore.test_create", Status.PASSED, "ok"),
                new Result("test_api.TestPetstore.test_list", Status.FAILED,
                        "Traceback (most recent call last):\npetstore._core.errors.UnprocessableEntityError: 422 string"),
                new Result("test_api.TestPetstore.test_retrieve", Status.FAILED, "ConnectionRefusedError: [Errno 111] Connection refused"),
                new Result("test_api.TestPetstore.test_upload", Status.SKIPPED, "skipped 'no file'")), results);
        assertEquals("petstore._core.errors.UnprocessableEntityError: 422 string", results.get(1).summary());
    }

    @Test
    void goTestJsonTopLevelTestsAndABuildFailure() {
        String run = """
                {"Action":"start","Package":"example.com/x"}
                {"Action":"run","Package":"example.com/x","Test":"TestPetsList"}
                {"Action":"output","Package":"example.com/x","Test":"TestPetsList","Output":"--- PASS: TestPetsList (0.00s)\\n"}
                {"Action":"pass","Package":"example.com/x","Test":"TestPetsList","Elapsed":0}
                {"Action":"run","Package":"example.com/x","Test":"TestPetsCreate"}
                {"Action":"run","Package":"example.com/x","Test":"TestPetsCreate/sub"}
                {"Action":"pass","Package":"example.com/x","Test":"TestPetsCreate/sub","Elapsed":0}
                {"Action":"output","Package":"example.com/x","Test":"TestPetsCreate","Output":"    x_test.go:8: 422 Unprocessable Entity\\n"}
                {"Action":"fail","Package":"example.com/x","Test":"TestPetsCreate","Elapsed":0}
                {"Action":"output","Package":"example.com/x","Test":"TestPetsSkip","Output":"    x_test.go:10: no value\\n"}
                {"Action":"skip","Package":"example.com/x","Test":"TestPetsSkip","Elapsed":0}
                {"Action":"fail","Package":"example.com/x","Elapsed":0.01}
                """;
        assertEquals(List.of(new Result("TestPetsList", Status.PASSED, ""),
                new Result("TestPetsCreate", Status.FAILED, "x_test.go:8: 422 Unprocessable Entity"),
                new Result("TestPetsSkip", Status.SKIPPED, "x_test.go:10: no value")), SdkTests.fromGoTestJson(run));
        assertEquals("x_test.go:8: 422 Unprocessable Entity", SdkTests.fromGoTestJson(run).get(1).summary());
        String broken = """
                {"ImportPath":"example.com/x [example.com/x.test]","Action":"build-output","Output":"./b.go:2:28: cannot use \\"x\\" as int value\\n"}
                {"ImportPath":"example.com/x [example.com/x.test]","Action":"build-fail"}
                {"Action":"start","Package":"example.com/x"}
                {"Action":"output","Package":"example.com/x","Output":"FAIL\\texample.com/x [build failed]\\n"}
                {"Action":"fail","Package":"example.com/x","Elapsed":0.006,"FailedBuild":"example.com/x [example.com/x.test]"}
                """;
        List<Result> results = SdkTests.fromGoTestJson(broken);
        assertEquals(1, results.size());
        assertEquals(Status.FAILED, results.get(0).status());
        assertTrue(results.get(0).detail().contains("./b.go:2:28: cannot use"), results.get(0).detail());
    }

    @Test
    void nodeTestTapTopLevelTests() {
        String tap = """
                TAP version 13
                # Subtest: pets.list
                ok 1 - pets.list
                  ---
                  duration_ms: 18.372351
                  ...
                # Subtest: pets.create \\# x
                not ok 2 - pets.create \\# x
                  ---
                  duration_ms: 0.502989
                  failureType: 'testCodeFailure'
                  error: |-
                    422 Unprocessable Entity
                  code: 'ERR_TEST_FAILURE'
                  ...
                # Subtest: pets.skip
                ok 3 - pets.skip # SKIP no value
                  ---
                  duration_ms: 0.095884
                  ...
                1..3
                # pass 1
                """;
        assertEquals(List.of(new Result("pets.list", Status.PASSED, ""),
                new Result("pets.create # x", Status.FAILED, """
                          duration_ms: 0.502989
                          failureType: 'testCodeFailure'
                          error: |-
                            422 Unprocessable Entity
                          code: 'ERR_TEST_FAILURE'"""),
                new Result("pets.skip", Status.SKIPPED, "no value")), SdkTests.fromTap(tap));
        assertEquals("422 Unprocessable Entity", SdkTests.fromTap(tap).get(1).summary());
    }

    @Test
    void junitXmlReports(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("TEST-junit-jupiter.xml"), """
                <?xml version="1.0" encoding="UTF-8"?>
                <testsuite name="JUnit Jupiter" tests="3" skipped="1" failures="1" errors="0">
                <testcase name="testPetsList()" classname="com.petstore.ApiTest" time="0.1"/>
                <testcase name="testPetsCreate()" classname="com.petstore.ApiTest" time="0.1">
                <failure message="UnprocessableEntityException: 422 &quot;Invalid request&quot;" type="com.petstore.errors.UnprocessableEntityException">stack</failure>
                </testcase>
                <testcase name="testPetsUpload()" classname="com.petstore.ApiTest" time="0">
                <skipped message="no file"/>
                </testcase>
                </testsuite>
                """);
        Files.writeString(dir.resolve("other.txt"), "<testcase name=\"x\" classname=\"y\"/>");
        assertEquals(List.of(new Result("ApiTest.testPetsList()", Status.PASSED, ""),
                new Result("ApiTest.testPetsCreate()", Status.FAILED, "UnprocessableEntityException: 422 \"Invalid request\""),
                new Result("ApiTest.testPetsUpload()", Status.SKIPPED, "no file")), SdkTests.fromJUnitReports(dir));
        assertEquals(List.of(), SdkTests.fromJUnitReports(dir.resolve("absent")));
    }
}

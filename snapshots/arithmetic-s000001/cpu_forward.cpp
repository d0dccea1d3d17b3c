struct wp_args_arithmetic_s000001 {
    wp::array_t<wp::float32> a;
    wp::array_t<wp::float32> b;
    wp::array_t<wp::float32> out;
};

template <bool wp_linear_contiguous>
static void arithmetic_s000001_cpu_kernel_forward(
    wp::launch_bounds_t<2> dim,
    size_t task_index,
    wp_args_arithmetic_s000001 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_a = _wp_args->a;
    wp::array_t<wp::float32> var_b = _wp_args->b;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32 var_1;
    wp::float32* var_2;
    const wp::float32 var_3 = 1.5;
    wp::float32 var_4;
    wp::float32 var_5;
    wp::float32* var_6;
    wp::float32 var_7;
    wp::float32 var_8;
    //---------
    // forward
    // def arithmetic_s000001(                                                                <L 14>
    // i, j = wp.tid()                                                                        <L 19>
    builtin_tid2d(var_0, var_1);
    // x0 = b[i, j] - SCALE                                                                   <L 20>
    var_2 = wp::address(var_b, var_0, var_1);
    var_5 = wp::load(var_2);
    var_4 = wp::sub(var_5, var_3);
    // out[i, j] = arithmetic_s000001_combine(x0, a[i, j])                                    <L 21>
    var_6 = wp::address(var_a, var_0, var_1);
    var_8 = wp::load(var_6);
    var_7 = arithmetic_s000001_combine_0(var_4, var_8);
    wp::array_store(var_out, var_0, var_1, var_7);
}
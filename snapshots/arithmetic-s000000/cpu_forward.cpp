struct wp_args_arithmetic_s000000 {
    wp::array_t<wp::float32> a;
    wp::array_t<wp::float32> b;
    wp::array_t<wp::float32> out;
};

template <bool wp_linear_contiguous>
static void arithmetic_s000000_cpu_kernel_forward(
    wp::launch_bounds_t<3> dim,
    size_t task_index,
    wp_args_arithmetic_s000000 *_wp_args)
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
    wp::int32 var_2;
    wp::float32* var_3;
    wp::float32* var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    wp::float32 var_7;
    wp::float32* var_8;
    wp::float32 var_9;
    wp::float32 var_10;
    //---------
    // forward
    // def arithmetic_s000000(                                                                <L 12>
    // i, j, k = wp.tid()                                                                     <L 17>
    builtin_tid3d(var_0, var_1, var_2);
    // x0 = b[i, j, k] * a[i, j, k]                                                           <L 18>
    var_3 = wp::address(var_b, var_0, var_1, var_2);
    var_4 = wp::address(var_a, var_0, var_1, var_2);
    var_6 = wp::load(var_3);
    var_7 = wp::load(var_4);
    var_5 = wp::mul(var_6, var_7);
    // out[i, j, k] = arithmetic_s000000_combine(x0, a[i, j, k])                              <L 19>
    var_8 = wp::address(var_a, var_0, var_1, var_2);
    var_10 = wp::load(var_8);
    var_9 = arithmetic_s000000_combine_0(var_5, var_10);
    wp::array_store(var_out, var_0, var_1, var_2, var_9);
}
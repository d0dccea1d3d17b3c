struct wp_args_arithmetic_s000000 {
    wp::array_t<wp::float32> a;
    wp::array_t<wp::float32> b;
    wp::array_t<wp::float32> out;
};

template <bool wp_linear_contiguous>
static void arithmetic_s000000_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
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
    wp::float32* var_1;
    wp::float32* var_2;
    wp::float32 var_3;
    wp::float32 var_4;
    wp::float32 var_5;
    wp::float32* var_6;
    wp::float32 var_7;
    wp::float32 var_8;
    //---------
    // forward
    // def arithmetic_s000000(                                                                <L 7>
    // i = wp.tid()                                                                           <L 12>
    var_0 = builtin_tid1d();
    // x0 = b[i] * a[i]                                                                       <L 13>
    var_1 = wp::address(var_b, var_0);
    var_2 = wp::address(var_a, var_0);
    var_4 = wp::load(var_1);
    var_5 = wp::load(var_2);
    var_3 = wp::mul(var_4, var_5);
    // out[i] = x0 * a[i]                                                                     <L 14>
    var_6 = wp::address(var_a, var_0);
    var_8 = wp::load(var_6);
    var_7 = wp::mul(var_3, var_8);
    wp::array_store(var_out, var_0, var_7);
}
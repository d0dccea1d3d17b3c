struct wp_args_half_s000001 {
    wp::array_t<wp::float16> a;
    wp::array_t<wp::float16> out;
};

template <bool wp_linear_contiguous>
static void half_s000001_cpu_kernel_forward(
    wp::launch_bounds_t<2> dim,
    size_t task_index,
    wp_args_half_s000001 *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float16> var_a = _wp_args->a;
    wp::array_t<wp::float16> var_out = _wp_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32 var_1;
    wp::float16* var_2;
    const wp::float32 var_3 = 0.25;
    wp::float16 var_4;
    wp::float16 var_5;
    wp::float16 var_6;
    wp::float16 var_7;
    wp::float16 var_8;
    const wp::float32 var_9 = 1.0;
    wp::float16 var_10;
    wp::float16 var_11;
    wp::float16 var_12;
    const wp::float32 var_13 = 3.0;
    wp::float16 var_14;
    wp::float16 var_15;
    wp::float16 var_16;
    const wp::float32 var_17 = 3.0;
    wp::float16 var_18;
    wp::float16 var_19;
    wp::float16 var_20;
    wp::float16 var_21;
    //---------
    // forward
    // def half_s000001(                                                                      <L 7>
    // i, j = wp.tid()                                                                        <L 11>
    builtin_tid2d(var_0, var_1);
    // x0 = wp.log(wp.abs(-(a[i, j] + wp.float16(0.25))) + wp.float16(1.0))                   <L 12>
    var_2 = wp::address(var_a, var_0, var_1);
    var_4 = wp::float16(var_3);
    var_6 = wp::load(var_2);
    var_5 = wp::add(var_6, var_4);
    var_7 = wp::neg(var_5);
    var_8 = wp::abs(var_7);
    var_10 = wp::float16(var_9);
    var_11 = wp::add(var_8, var_10);
    var_12 = wp::log(var_11);
    // out[i, j] = -(x0 + wp.float16(3.0)) + wp.sin(x0 + wp.float16(3.0))                     <L 13>
    var_14 = wp::float16(var_13);
    var_15 = wp::add(var_12, var_14);
    var_16 = wp::neg(var_15);
    var_18 = wp::float16(var_17);
    var_19 = wp::add(var_12, var_18);
    var_20 = wp::sin(var_19);
    var_21 = wp::add(var_16, var_20);
    wp::array_store(var_out, var_0, var_1, var_21);
}
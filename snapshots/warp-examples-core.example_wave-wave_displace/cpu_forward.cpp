struct wp_args_wave_displace {
    wp::array_t<wp::float32> hcurrent;
    wp::array_t<wp::float32> hprevious;
    wp::int32 width;
    wp::int32 height;
    wp::float32 center_x;
    wp::float32 center_y;
    wp::float32 r;
    wp::float32 mag;
    wp::float32 t;
};

template <bool wp_linear_contiguous>
static void wave_displace_cpu_kernel_forward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_wave_displace *_wp_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;

    //---------
    // argument vars
    wp::array_t<wp::float32> var_hcurrent = _wp_args->hcurrent;
    wp::array_t<wp::float32> var_hprevious = _wp_args->hprevious;
    wp::int32 var_width = _wp_args->width;
    wp::int32 var_height = _wp_args->height;
    wp::float32 var_center_x = _wp_args->center_x;
    wp::float32 var_center_y = _wp_args->center_y;
    wp::float32 var_r = _wp_args->r;
    wp::float32 var_mag = _wp_args->mag;
    wp::float32 var_t = _wp_args->t;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32 var_1;
    wp::int32 var_2;
    wp::float32 var_3;
    wp::float32 var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    wp::float32 var_7;
    wp::float32 var_8;
    wp::float32 var_9;
    wp::float32 var_10;
    wp::float32 var_11;
    bool var_12;
    wp::float32 var_13;
    wp::float32 var_14;
    //---------
    // forward
    // def wave_displace(                                                                     <L 37>
    // tid = wp.tid()                                                                         <L 48>
    var_0 = builtin_tid1d();
    // x = tid % width                                                                        <L 50>
    var_1 = wp::mod(var_0, var_width);
    // y = tid // width                                                                       <L 51>
    var_2 = wp::floordiv(var_0, var_width);
    // dx = float(x) - center_x                                                               <L 53>
    var_3 = wp::float(var_1);
    var_4 = wp::sub(var_3, var_center_x);
    // dy = float(y) - center_y                                                               <L 54>
    var_5 = wp::float(var_2);
    var_6 = wp::sub(var_5, var_center_y);
    // dist_sq = float(dx * dx + dy * dy)                                                     <L 56>
    var_7 = wp::mul(var_4, var_4);
    var_8 = wp::mul(var_6, var_6);
    var_9 = wp::add(var_7, var_8);
    var_10 = wp::float(var_9);
    // if dist_sq < r * r:                                                                    <L 58>
    var_11 = wp::mul(var_r, var_r);
    var_12 = (var_10 < var_11);
    if (var_12) {
        // h = mag * wp.sin(t)                                                                <L 59>
        var_13 = wp::sin(var_t);
        var_14 = wp::mul(var_mag, var_13);
        // hcurrent[tid] = h                                                                  <L 61>
        wp::array_store(var_hcurrent, var_0, var_14);
        // hprevious[tid] = h                                                                 <L 62>
        wp::array_store(var_hprevious, var_0, var_14);
    }
}
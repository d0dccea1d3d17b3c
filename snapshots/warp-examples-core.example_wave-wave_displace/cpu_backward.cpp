template <bool wp_linear_contiguous>
static void wave_displace_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_wave_displace *_wp_args,
    wp_args_wave_displace *_wp_adj_args)
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
    wp::array_t<wp::float32> adj_hcurrent = _wp_adj_args->hcurrent;
    wp::array_t<wp::float32> adj_hprevious = _wp_adj_args->hprevious;
    wp::int32 adj_width = _wp_adj_args->width;
    wp::int32 adj_height = _wp_adj_args->height;
    wp::float32 adj_center_x = _wp_adj_args->center_x;
    wp::float32 adj_center_y = _wp_adj_args->center_y;
    wp::float32 adj_r = _wp_adj_args->r;
    wp::float32 adj_mag = _wp_adj_args->mag;
    wp::float32 adj_t = _wp_adj_args->t;
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
    // dual vars
    wp::int32 adj_0 = {};
    wp::int32 adj_1 = {};
    wp::int32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::float32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::float32 adj_6 = {};
    wp::float32 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::float32 adj_10 = {};
    wp::float32 adj_11 = {};
    bool adj_12 = {};
    wp::float32 adj_13 = {};
    wp::float32 adj_14 = {};
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
        // wp::array_store(var_hcurrent, var_0, var_14);
        // hprevious[tid] = h                                                                 <L 62>
        // wp::array_store(var_hprevious, var_0, var_14);
    }
    //---------
    // reverse
    if (var_12) {
        wp::adj_array_store(var_hprevious, var_0, var_14, adj_hprevious, adj_0, adj_14);
        // adj: hprevious[tid] = h                                                            <L 62>
        wp::adj_array_store(var_hcurrent, var_0, var_14, adj_hcurrent, adj_0, adj_14);
        // adj: hcurrent[tid] = h                                                             <L 61>
        wp::adj_mul(var_mag, var_13, adj_mag, adj_13, adj_14);
        wp::adj_sin(var_t, adj_t, adj_13);
        // adj: h = mag * wp.sin(t)                                                           <L 59>
    }
    wp::adj_mul(var_r, var_r, adj_r, adj_r, adj_11);
    // adj: if dist_sq < r * r:                                                               <L 58>
    wp::adj_float(var_9, adj_9, adj_10);
    wp::adj_add(var_7, var_8, adj_7, adj_8, adj_9);
    wp::adj_mul(var_6, var_6, adj_6, adj_6, adj_8);
    wp::adj_mul(var_4, var_4, adj_4, adj_4, adj_7);
    // adj: dist_sq = float(dx * dx + dy * dy)                                                <L 56>
    wp::adj_sub(var_5, var_center_y, adj_5, adj_center_y, adj_6);
    wp::adj_float(var_2, adj_2, adj_5);
    // adj: dy = float(y) - center_y                                                          <L 54>
    wp::adj_sub(var_3, var_center_x, adj_3, adj_center_x, adj_4);
    wp::adj_float(var_1, adj_1, adj_3);
    // adj: dx = float(x) - center_x                                                          <L 53>
    // adj: y = tid // width                                                                  <L 51>
    wp::adj_mod(var_0, var_width, adj_0, adj_width, adj_1);
    // adj: x = tid % width                                                                   <L 50>
    // adj: tid = wp.tid()                                                                    <L 48>
    // adj: def wave_displace(                                                                <L 37>
    return;
}
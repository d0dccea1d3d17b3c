extern "C" __global__ void shading_s000001_cuda_kernel_forward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::vec_t<3, wp::float32>> var_a,
    wp::array_t<wp::vec_t<3, wp::float32>> var_b,
    wp::array_t<wp::vec_t<3, wp::float32>> var_c,
    wp::array_t<wp::float32> var_d,
    wp::array_t<wp::float32> var_out)
{
    wp::tile_shared_storage_t tile_mem;

    for (size_t _idx = static_cast<size_t>(blockDim.x) * static_cast<size_t>(blockIdx.x) + static_cast<size_t>(threadIdx.x);
         _idx < dim.size;
         _idx += static_cast<size_t>(blockDim.x) * static_cast<size_t>(gridDim.x))
    {
            // reset shared memory allocator
        wp::tile_shared_storage_t::init();

        //---------
        // primal vars
        wp::int32 var_0;
        wp::vec_t<3, wp::float32>* var_1;
        wp::vec_t<3, wp::float32> var_2;
        wp::vec_t<3, wp::float32> var_3;
        wp::vec_t<3, wp::float32>* var_4;
        wp::vec_t<3, wp::float32> var_5;
        wp::vec_t<3, wp::float32> var_6;
        wp::vec_t<3, wp::float32>* var_7;
        wp::vec_t<3, wp::float32> var_8;
        wp::vec_t<3, wp::float32> var_9;
        wp::vec_t<3, wp::float32> var_10;
        wp::vec_t<3, wp::float32> var_11;
        wp::float32 var_12;
        const wp::float32 var_13 = 0.0;
        const wp::float32 var_14 = 1.0;
        wp::float32 var_15;
        wp::float32 var_16;
        const wp::float32 var_17 = 0.0;
        const wp::float32 var_18 = 1.0;
        wp::float32 var_19;
        const wp::float32 var_20 = 80.0;
        wp::float32 var_21;
        const wp::float32 var_22 = 0.04;
        const wp::float32 var_23 = 0.96;
        const wp::float32 var_24 = 1.0;
        wp::float32 var_25;
        wp::float32 var_26;
        const wp::float32 var_27 = 0.0;
        const wp::float32 var_28 = 1.0;
        wp::float32 var_29;
        const wp::float32 var_30 = 5.0;
        wp::float32 var_31;
        wp::float32 var_32;
        wp::float32 var_33;
        const bool var_34 = false;
        wp::float32 var_35;
        const wp::float32 var_36 = 0.0;
        bool var_37;
        const bool var_38 = true;
        bool var_39;
        wp::float32* var_40;
        wp::float32 var_41;
        wp::float32 var_42;
        wp::float32 var_43;
        const wp::float32 var_44 = 0.0;
        wp::float32 var_45;
        wp::float32 var_46;
        //---------
        // forward
        // def shading_s000001(                                                                   <L 7>
        // i = wp.tid()                                                                           <L 14>
        var_0 = builtin_tid1d();
        // x0 = wp.normalize(a[i])                                                                <L 15>
        var_1 = wp::address(var_a, var_0);
        var_3 = wp::load(var_1);
        var_2 = wp::normalize(var_3);
        // x1 = wp.normalize(b[i])                                                                <L 16>
        var_4 = wp::address(var_b, var_0);
        var_6 = wp::load(var_4);
        var_5 = wp::normalize(var_6);
        // x2 = wp.normalize(x1 + wp.normalize(c[i]))                                             <L 17>
        var_7 = wp::address(var_c, var_0);
        var_9 = wp::load(var_7);
        var_8 = wp::normalize(var_9);
        var_10 = wp::add(var_5, var_8);
        var_11 = wp::normalize(var_10);
        // x3 = wp.clamp(wp.dot(x0, x1), 0.0, 1.0)                                                <L 18>
        var_12 = wp::dot(var_2, var_5);
        var_15 = wp::clamp(var_12, var_13, var_14);
        // x4 = wp.clamp(wp.dot(x0, x2), 0.0, 1.0) ** 80.0                                        <L 19>
        var_16 = wp::dot(var_2, var_11);
        var_19 = wp::clamp(var_16, var_17, var_18);
        var_21 = wp::pow(var_19, var_20);
        // x5, x6 = 0.04 + 0.96 * wp.clamp(1.0 - wp.dot(x2, x1), 0.0, 1.0) ** 5.0, False          <L 20>
        var_25 = wp::dot(var_11, var_5);
        var_26 = wp::sub(var_24, var_25);
        var_29 = wp::clamp(var_26, var_27, var_28);
        var_31 = wp::pow(var_29, var_30);
        var_32 = wp::mul(var_23, var_31);
        var_33 = wp::add(var_22, var_32);
        // if wp.dot(x0, x1) > 0.0:                                                               <L 21>
        var_35 = wp::dot(var_2, var_5);
        var_37 = (var_35 > var_36);
        if (var_37) {
            // x6 = True                                                                          <L 22>
        }
        var_39 = wp::where(var_37, var_38, var_34);
        // x7 = d[i] * x3 + wp.where(x6, x4 * x5, 0.0)                                            <L 23>
        var_40 = wp::address(var_d, var_0);
        var_42 = wp::load(var_40);
        var_41 = wp::mul(var_42, var_15);
        var_43 = wp::mul(var_21, var_33);
        var_45 = wp::where(var_39, var_43, var_44);
        var_46 = wp::add(var_41, var_45);
        // out[i] = x7                                                                            <L 24>
        wp::array_store(var_out, var_0, var_46);
    }
}